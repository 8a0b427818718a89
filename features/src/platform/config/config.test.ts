import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  configProblems,
  flag,
  isNewerAccountBackend,
  sandboxBackendsAt,
  unsetBackendVariables,
} from './config';

describe('configuration', () => {
  it('config: with no environment every backend is the sandbox on the origin given', () => {
    const config = configFromEnv({}, 'http://localhost:3000');
    expect(config.sandbox).toBe(true);
    expect(config.backends.commerce).toBe('http://localhost:3000/sandbox/commerce/graphql');
    expect(config.backends.account).toBe('http://localhost:3000/sandbox/account-evo');
  });

  it('config: a configured backend URL replaces the sandbox for that backend only', () => {
    const config = configFromEnv(
      { COMMERCE_GRAPHQL_URL: 'https://shop.example/graphql' },
      'http://localhost:3000',
    );
    expect(config.backends.commerce).toBe('https://shop.example/graphql');
    expect(config.backends.loyalty).toBe('http://localhost:3000/sandbox/loyalty-evo');
  });

  it('account backend: a base URL containing evo selects the newer backend', () => {
    expect(isNewerAccountBackend('https://api-evo.example/users')).toBe(true);
    expect(isNewerAccountBackend('https://api.example/users')).toBe(false);
  });

  it("account service pairs: PHONE_VERIFICATION_SERVICE and CONSENTS_SERVICE choose, the account backend's own by default, anything else is a named problem", () => {
    expect(configFromEnv({}).accountServices).toEqual({
      phoneVerification: 'account',
      consents: 'users',
      registration: 'account',
    });
    expect(
      configFromEnv({ PHONE_VERIFICATION_SERVICE: 'legacy', CONSENTS_SERVICE: 'api' }).accountServices,
    ).toEqual({ phoneVerification: 'legacy', consents: 'api', registration: 'account' });
    expect(configProblems({ PHONE_VERIFICATION_SERVICE: 'sms', CONSENTS_SERVICE: 'v2' })).toEqual([
      'PHONE_VERIFICATION_SERVICE must be account or legacy.',
      'CONSENTS_SERVICE must be users or api.',
    ]);
  });

  it('account service pairs: REGISTRATION_SERVICE=cdp registers shoppers through the CDP, only on the older backend (spec section 5: unsupported on the newer)', () => {
    const older = { ACCOUNT_API_URL: 'https://accounts.example/v1', REGISTRATION_SERVICE: 'cdp' };
    expect(configFromEnv(older).accountServices.registration).toBe('cdp');
    expect(configProblems(older)).toEqual([]);
    expect(configProblems({ REGISTRATION_SERVICE: 'cdp' })).toEqual([
      'REGISTRATION_SERVICE=cdp needs the older account backend (an ACCOUNT_API_URL without evo).',
    ]);
    expect(configProblems({ REGISTRATION_SERVICE: 'crm' })).toEqual([
      'REGISTRATION_SERVICE must be account or cdp.',
    ]);
  });

  it('config: the store map tiles come from STORE_MAP_TILES_URL and STORE_MAP_ATTRIBUTION, none when unset', () => {
    expect(
      configFromEnv({
        STORE_MAP_TILES_URL: ' https://tiles.example/{z}/{x}/{y}.png ',
        STORE_MAP_ATTRIBUTION: '© Map contributors',
      }).storeMap,
    ).toEqual({ tilesUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Map contributors' });
    expect(configFromEnv({ STORE_MAP_ATTRIBUTION: 'ignored without tiles' }).storeMap).toEqual({});
    expect(configProblems({ STORE_MAP_TILES_URL: 'tiles.example/{z}/{x}/{y}.png' })).toEqual([
      'STORE_MAP_TILES_URL is not an absolute http(s) URL.',
    ]);
  });

  it('config: the trial store view is chosen by STORE_VIEW=trial', () => {
    expect(configFromEnv({ STORE_VIEW: 'trial' }, 'http://localhost:3000').storeView).toBe('trial');
    expect(configFromEnv({}, 'http://localhost:3000').storeView).toBe('default');
  });

  it("config: the store's time zone is TIME_ZONE (Europe/Berlin unless set), and a zone Intl does not know is a named problem", () => {
    expect(configFromEnv({}).timeZone).toBe('Europe/Berlin');
    expect(configFromEnv({ TIME_ZONE: ' Europe/Vienna ' }).timeZone).toBe('Europe/Vienna');
    expect(configProblems({ TIME_ZONE: 'Europe/Vienna' })).toEqual([]);
    expect(configProblems({ TIME_ZONE: 'Mars/Olympus' })).toEqual([
      'TIME_ZONE must name a time zone, e.g. Europe/Berlin.',
    ]);
  });

  it('config: without an origin the sandbox backends stay same-origin paths, for the browser to resolve', () => {
    const config = configFromEnv({ SEARCH_API_URL: 'https://search.example/v1/' });
    expect(config.backends.commerce).toBe('/sandbox/commerce/graphql');
    expect(config.backends.search).toBe('https://search.example/v1');
  });

  it('validation: a well-formed environment, or an empty copy of .env.example, has no problems', () => {
    expect(configProblems({})).toEqual([]);
    expect(
      configProblems({
        ACCOUNT_API_URL: '',
        STORE_VIEW: 'trial',
        CAPTCHA_ENABLED: 'OFF',
        LOYALTY_TIMEOUT_MS: '800',
      }),
    ).toEqual([]);
  });

  it('validation: each malformed variable is named, without repeating its value', () => {
    const problems = configProblems({
      ACCOUNT_API_URL: 'https://user:secret@',
      COMMERCE_GRAPHQL_URL: 'ftp://commerce.example/graphql',
      BUILDER_API_HOST: 'cdn.builder.io',
      BUILDER_EDITOR_ORIGIN: 'builder',
      STORE_VIEW: 'premium',
      LOYALTY_TIMEOUT_MS: '5s',
      CAPTCHA_ENABLED: 'maybe',
      CAPTCHA_SCRIPT_URL: 'javascript:alert(1)',
      BUILDER_IMAGE_CDN: 'cdn.builder.io',
    });
    expect(problems).toHaveLength(9);
    for (const variable of [
      'ACCOUNT_API_URL',
      'COMMERCE_GRAPHQL_URL',
      'BUILDER_API_HOST',
      'BUILDER_EDITOR_ORIGIN',
      'STORE_VIEW',
      'LOYALTY_TIMEOUT_MS',
      'CAPTCHA_ENABLED',
      'CAPTCHA_SCRIPT_URL',
      'BUILDER_IMAGE_CDN',
    ])
      expect(problems.join('\n')).toContain(variable);
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('config: Builder image CDN is Builder own image host unless BUILDER_IMAGE_CDN names another', () => {
    expect(configFromEnv({}).builder.imageCdn).toBe('https://cdn.builder.io');
    expect(configFromEnv({ BUILDER_IMAGE_CDN: '' }).builder.imageCdn).toBe('https://cdn.builder.io');
    expect(configFromEnv({ BUILDER_IMAGE_CDN: 'https://images.shop.example' }).builder.imageCdn).toBe(
      'https://images.shop.example',
    );
  });

  it('switches: on/off, yes/no, true/false and 1/0 are read in any case; unset keeps the default', () => {
    expect(['on', 'YES', 'true', '1'].map((value) => flag(value, false))).toEqual([true, true, true, true]);
    expect(['off', 'No', 'false', '0'].map((value) => flag(value, true))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(flag(undefined, true)).toBe(true);
    expect(flag('', false)).toBe(false);
  });

  it('sandbox: the backend variables left empty are the ones the sandbox would serve', () => {
    const unset = unsetBackendVariables({ ACCOUNT_API_URL: 'https://api-evo.example', SEARCH_API_URL: ' ' });
    expect(unset).toContain('SEARCH_API_URL');
    expect(unset).not.toContain('ACCOUNT_API_URL');
    expect(unset).toHaveLength(11);
  });

  it('sandbox: a sandbox another process serves is every backend, on its sandbox paths', () => {
    const env = sandboxBackendsAt('http://127.0.0.1:3301');
    expect(unsetBackendVariables(env)).toEqual([]);
    const config = configFromEnv(env);
    expect(config.backends.commerce).toBe('http://127.0.0.1:3301/sandbox/commerce/graphql');
    expect(config.backends.account).toBe('http://127.0.0.1:3301/sandbox/account-evo');
    expect(configProblems(env)).toEqual([]);
  });
});
