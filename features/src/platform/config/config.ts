import { sandboxPaths } from '../sandbox/paths';
import {
  DEFAULT_EMBED_PROVIDERS,
  embedProviders,
  isEmbedProviderName,
  type EmbedProviderName,
} from '../url/embedProviders';

export type StoreView = 'default' | 'trial';

/** Every backend the shop talks to. Each has an environment variable; unset means the embedded sandbox. */
export const backendVariables = {
  account: 'ACCOUNT_API_URL',
  loyalty: 'LOYALTY_API_URL',
  commerce: 'COMMERCE_GRAPHQL_URL',
  payments: 'PAYMENTS_API_URL',
  engagement: 'ENGAGEMENT_API_URL',
  search: 'SEARCH_API_URL',
  storeSearch: 'STORE_SEARCH_API_URL',
  addressSuggest: 'ADDRESS_SUGGEST_URL',
  platform: 'PLATFORM_API_URL',
  builder: 'BUILDER_API_HOST',
  /** The live-updates websocket (GraphQL subscriptions), given as http(s): the client opens it as ws(s). */
  liveUpdates: 'LIVE_UPDATES_URL',
  /** The subscriptions service (and the saved cards subscriptions are charged to). */
  subscriptions: 'SUBSCRIPTIONS_API_URL',
} as const;

export type BackendName = keyof typeof backendVariables;

const sandboxDefaults: Record<BackendName, string> = {
  account: sandboxPaths.accountEvo,
  loyalty: sandboxPaths.loyalty,
  commerce: sandboxPaths.commerce,
  // The newer payment service, as the account backend's default is the newer one: it keeps a shopper's cards.
  payments: sandboxPaths.paymentsEvo,
  engagement: sandboxPaths.engagementEvo,
  search: sandboxPaths.search,
  storeSearch: sandboxPaths.storeSearch,
  addressSuggest: sandboxPaths.addressSuggest,
  platform: sandboxPaths.platform,
  builder: sandboxPaths.builder,
  liveUpdates: sandboxPaths.liveUpdates,
  subscriptions: sandboxPaths.subscriptions,
};

export interface StorefrontConfig {
  market: string;
  country: string;
  locale: string;
  language: string;
  currency: string;
  /**
   * The store's time zone (TIME_ZONE, an IANA name): the zone Magento's store configuration names
   * (`general/locale/timezone`), in which the shop shows the day of an order, a points entry or a coupon's end.
   */
  timeZone: string;
  storeView: StoreView;
  /** Identifies the tenant on every account and loyalty call. */
  tenantToken: string;
  backends: Record<BackendName, string>;
  /**
   * imageCdn: Builder's image CDN, whose pictures the shop loads and resizes (BUILDER_IMAGE_CDN). embedProviders: the
   * video players Builder's Embed block may show (BUILDER_EMBED_PROVIDERS), framed by the CSP's frame-src.
   */
  builder: { apiKey: string; editorOrigin: string; imageCdn: string; embedProviders: EmbedProviderName[] };
  /** siteKey 'sandbox' sends the sandbox token; any other loads the provider's script from scriptUrl. */
  captcha: { enabled: boolean; siteKey: string; scriptUrl: string };
  features: { ageVerification: boolean; keepMeLoggedIn: boolean; loginStrategy: string };
  /**
   * Spec section 7's service pairs on the account service: phone verification by the account backend's own calls
   * ('account') or the legacy trio ('legacy', PHONE_VERIFICATION_SERVICE); the newer backend's consents on /users
   * ('users') or /api ('api', CONSENTS_SERVICE).
   */
  /**
   * Which of two paths serves one capability: phone checks, consents, and registration (`cdp`: the older backend's
   * /register-cdp-user, for a market whose shoppers are registered in its customer data platform).
   */
  accountServices: {
    phoneVerification: 'account' | 'legacy';
    consents: 'users' | 'api';
    registration: 'account' | 'cdp';
  };
  timeouts: { loyaltyMs: number };
  /**
   * The store locator's map tiles (STORE_MAP_TILES_URL, a `{z}/{x}/{y}` template, and STORE_MAP_ATTRIBUTION). Without
   * them the map draws the country outlines the shop ships (offline, with the sandbox).
   */
  storeMap: { tilesUrl?: string; attribution?: string };
  /** True when at least one backend is the embedded sandbox. */
  sandbox: boolean;
}

export const SANDBOX_BUILDER_API_KEY = 'sandbox-public-key';
export const SANDBOX_TENANT_TOKEN = 'sandbox-tenant';
/** The captcha site key that means "no provider": calls carry the documented sandbox token. */
export const SANDBOX_CAPTCHA_SITE_KEY = 'sandbox';
/** Builder's own image host, the default BUILDER_IMAGE_CDN: where pictures uploaded in Builder live. */
export const BUILDER_IMAGE_CDN = 'https://cdn.builder.io';

/** BUILDER_EMBED_PROVIDERS read: provider names, comma-separated, or `none`; undefined when unset or malformed. */
function embedProvidersOf(value: string | undefined): EmbedProviderName[] | undefined {
  if (value === undefined || !value.trim()) return undefined;
  if (value.trim().toLowerCase() === 'none') return [];
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  return names.every(isEmbedProviderName) ? [...new Set(names)] : undefined;
}
/** Google's reCAPTCHA v3 loader, the default CAPTCHA_SCRIPT_URL. */
export const GOOGLE_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The configuration outside any provider: sandbox backends on the current origin. */
export const defaultConfig: StorefrontConfig = {
  market: 'DE',
  country: 'DE',
  locale: 'en-DE',
  language: 'en',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  storeView: 'default',
  tenantToken: SANDBOX_TENANT_TOKEN,
  backends: { ...sandboxDefaults },
  builder: {
    apiKey: SANDBOX_BUILDER_API_KEY,
    editorOrigin: 'https://builder.io',
    imageCdn: BUILDER_IMAGE_CDN,
    embedProviders: [...DEFAULT_EMBED_PROVIDERS],
  },
  captcha: { enabled: true, siteKey: SANDBOX_CAPTCHA_SITE_KEY, scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL },
  features: { ageVerification: true, keepMeLoggedIn: true, loginStrategy: 'email' },
  accountServices: { phoneVerification: 'account', consents: 'users', registration: 'account' },
  timeouts: { loyaltyMs: 5000 },
  storeMap: {},
  sandbox: true,
};

type Env = Record<string, string | undefined>;

const trueWords = ['1', 'true', 'yes', 'on'];
const falseWords = ['0', 'false', 'no', 'off'];

/** An unset or empty variable counts as not given, as in a copied .env.example. */
const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** A switch: 1/true/yes/on or 0/false/no/off (any case); unset gives the fallback. */
export function flag(value: string | undefined, fallback: boolean): boolean {
  return given(value) ? trueWords.includes(value.trim().toLowerCase()) : fallback;
}

const isFlag = (value: string) => [...trueWords, ...falseWords].includes(value.trim().toLowerCase());

/** The shop's switches, read with flag(). */
export const flagVariables = [
  'CAPTCHA_ENABLED',
  'AGE_VERIFICATION_ENABLED',
  'KEEP_ME_LOGGED_IN_ENABLED',
] as const;

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An IANA time zone this runtime knows (Intl refuses any other). */
export const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * What is wrong with the shop's variables, one sentence per malformed variable (empty when all is well). Values are
 * not repeated: a backend URL may carry credentials, and the message may end in a log.
 */
export function configProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const variable of [
    ...Object.values(backendVariables),
    'BUILDER_EDITOR_ORIGIN',
    'BUILDER_IMAGE_CDN',
    'CAPTCHA_SCRIPT_URL',
    'STORE_MAP_TILES_URL',
  ]) {
    const value = env[variable];
    if (given(value) && !isHttpUrl(value.trim()))
      problems.push(`${variable} is not an absolute http(s) URL.`);
  }
  if (given(env.BUILDER_EMBED_PROVIDERS) && !embedProvidersOf(env.BUILDER_EMBED_PROVIDERS))
    problems.push(
      `BUILDER_EMBED_PROVIDERS must list ${Object.keys(embedProviders).join(', ')} (comma-separated), or none.`,
    );
  if (given(env.STORE_VIEW) && !['default', 'trial'].includes(env.STORE_VIEW))
    problems.push('STORE_VIEW must be default or trial.');
  if (given(env.TIME_ZONE) && !isTimeZone(env.TIME_ZONE.trim()))
    problems.push('TIME_ZONE must name a time zone, e.g. Europe/Berlin.');
  if (given(env.LOYALTY_TIMEOUT_MS) && !/^[1-9]\d*$/.test(env.LOYALTY_TIMEOUT_MS.trim()))
    problems.push('LOYALTY_TIMEOUT_MS must be a whole number of milliseconds.');
  if (
    given(env.PHONE_VERIFICATION_SERVICE) &&
    !['account', 'legacy'].includes(env.PHONE_VERIFICATION_SERVICE)
  )
    problems.push('PHONE_VERIFICATION_SERVICE must be account or legacy.');
  if (given(env.CONSENTS_SERVICE) && !['users', 'api'].includes(env.CONSENTS_SERVICE))
    problems.push('CONSENTS_SERVICE must be users or api.');
  if (given(env.REGISTRATION_SERVICE) && !['account', 'cdp'].includes(env.REGISTRATION_SERVICE))
    problems.push('REGISTRATION_SERVICE must be account or cdp.');
  else if (
    env.REGISTRATION_SERVICE === 'cdp' &&
    (env.ACCOUNT_API_URL ?? sandboxDefaults.account).includes('evo')
  )
    // Spec section 5: the newer account backend has no CDP registration; no shopper should meet that error.
    problems.push(
      'REGISTRATION_SERVICE=cdp needs the older account backend (an ACCOUNT_API_URL without evo).',
    );
  for (const variable of flagVariables) {
    const value = env[variable];
    if (given(value) && !isFlag(value))
      problems.push(`${variable} must be true or false (or on/off, yes/no, 1/0).`);
  }
  return problems;
}

/** The backend variables left unset, so left to the embedded sandbox. */
export function unsetBackendVariables(env: Env): string[] {
  return Object.values(backendVariables).filter((variable) => !given(env[variable]));
}

/**
 * The environment that sends every backend to a sandbox another process serves at `origin` (its `/sandbox` paths):
 * the load benchmark runs the sandbox apart, so its work is not counted as the shop's.
 */
export function sandboxBackendsAt(origin: string): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(backendVariables) as Array<[BackendName, string]>).map(([name, variable]) => [
      variable,
      new URL(sandboxDefaults[name], origin).toString(),
    ]),
  );
}

/**
 * Reads the shop's configuration from the environment. Backends left to the sandbox are its paths made absolute
 * against `origin` (the server's own address, for calls the server makes); without an origin they stay paths, which
 * the browser resolves against the page it is on, whatever host name the shopper typed.
 */
export function configFromEnv(env: Env, origin?: string): StorefrontConfig {
  const backends = {} as Record<BackendName, string>;
  let sandbox = false;
  for (const [name, variable] of Object.entries(backendVariables) as Array<[BackendName, string]>) {
    const configured = env[variable]?.trim();
    if (!configured) sandbox = true;
    const url = configured || sandboxDefaults[name];
    backends[name] = (origin || configured ? new URL(url, origin).toString() : url).replace(/\/$/, '');
  }
  const storeView: StoreView = env.STORE_VIEW === 'trial' ? 'trial' : 'default';
  const market = env.MARKET ?? defaultConfig.market;
  return {
    market,
    country: env.COUNTRY ?? market,
    locale: env.LOCALE ?? defaultConfig.locale,
    language: (env.LOCALE ?? defaultConfig.locale).split('-')[0] ?? defaultConfig.language,
    currency: env.CURRENCY ?? defaultConfig.currency,
    timeZone: given(env.TIME_ZONE) ? env.TIME_ZONE.trim() : defaultConfig.timeZone,
    storeView,
    tenantToken: env.TENANT_TOKEN ?? SANDBOX_TENANT_TOKEN,
    backends,
    builder: {
      apiKey: env.BUILDER_API_KEY ?? SANDBOX_BUILDER_API_KEY,
      editorOrigin: env.BUILDER_EDITOR_ORIGIN ?? defaultConfig.builder.editorOrigin,
      imageCdn: env.BUILDER_IMAGE_CDN?.trim() || BUILDER_IMAGE_CDN,
      embedProviders: embedProvidersOf(env.BUILDER_EMBED_PROVIDERS) ?? [...DEFAULT_EMBED_PROVIDERS],
    },
    captcha: {
      enabled: flag(env.CAPTCHA_ENABLED, true),
      siteKey: env.CAPTCHA_SITE_KEY || SANDBOX_CAPTCHA_SITE_KEY,
      scriptUrl: env.CAPTCHA_SCRIPT_URL || GOOGLE_RECAPTCHA_SCRIPT_URL,
    },
    features: {
      ageVerification: flag(env.AGE_VERIFICATION_ENABLED, true),
      keepMeLoggedIn: flag(env.KEEP_ME_LOGGED_IN_ENABLED, true),
      loginStrategy: env.LOGIN_STRATEGY ?? defaultConfig.features.loginStrategy,
    },
    accountServices: {
      phoneVerification: env.PHONE_VERIFICATION_SERVICE === 'legacy' ? 'legacy' : 'account',
      consents: env.CONSENTS_SERVICE === 'api' ? 'api' : 'users',
      registration: env.REGISTRATION_SERVICE === 'cdp' ? 'cdp' : 'account',
    },
    timeouts: { loyaltyMs: Number(env.LOYALTY_TIMEOUT_MS) || defaultConfig.timeouts.loyaltyMs },
    storeMap: given(env.STORE_MAP_TILES_URL)
      ? {
          tilesUrl: env.STORE_MAP_TILES_URL.trim(),
          ...(given(env.STORE_MAP_ATTRIBUTION) ? { attribution: env.STORE_MAP_ATTRIBUTION.trim() } : {}),
        }
      : {},
    sandbox,
  };
}

/** Spec section 1: the newer account backend is recognised by the letters evo in its base URL. */
export function isNewerAccountBackend(baseUrl: string): boolean {
  return baseUrl.includes('evo');
}
