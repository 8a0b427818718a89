import { describe, expect, it } from 'vitest';
import { configFromEnv, isNewerAccountBackend } from './config';

describe('configuration', () => {
  it('config: with no environment every backend is the sandbox on the shopper origin', () => {
    const config = configFromEnv({}, 'http://localhost:3000');
    expect(config.sandbox).toBe(true);
    expect(config.backends.commerce).toBe('http://localhost:3000/sandbox/commerce/graphql');
    expect(config.backends.account).toBe('http://localhost:3000/sandbox/account-evo');
  });

  it('config: a configured backend URL replaces the sandbox for that backend only', () => {
    const config = configFromEnv({ COMMERCE_GRAPHQL_URL: 'https://shop.example/graphql' }, 'http://localhost:3000');
    expect(config.backends.commerce).toBe('https://shop.example/graphql');
    expect(config.backends.loyalty).toBe('http://localhost:3000/sandbox/loyalty');
  });

  it('account backend: a base URL containing evo selects the newer backend', () => {
    expect(isNewerAccountBackend('https://api-evo.example/users')).toBe(true);
    expect(isNewerAccountBackend('https://api.example/users')).toBe(false);
  });

  it('config: the trial store view is chosen by STORE_VIEW=trial', () => {
    expect(configFromEnv({ STORE_VIEW: 'trial' }, 'http://localhost:3000').storeView).toBe('trial');
    expect(configFromEnv({}, 'http://localhost:3000').storeView).toBe('default');
  });
});
