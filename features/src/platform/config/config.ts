import { sandboxPaths } from '../sandbox/paths';

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
} as const;

export type BackendName = keyof typeof backendVariables;

const sandboxDefaults: Record<BackendName, string> = {
  account: sandboxPaths.accountEvo,
  loyalty: sandboxPaths.loyalty,
  commerce: sandboxPaths.commerce,
  payments: sandboxPaths.payments,
  engagement: sandboxPaths.engagement,
  search: sandboxPaths.search,
  storeSearch: sandboxPaths.storeSearch,
  addressSuggest: sandboxPaths.addressSuggest,
  platform: sandboxPaths.platform,
  builder: sandboxPaths.builder,
};

export interface StorefrontConfig {
  market: string;
  country: string;
  locale: string;
  language: string;
  currency: string;
  storeView: StoreView;
  /** Identifies the tenant on every account and loyalty call. */
  tenantToken: string;
  backends: Record<BackendName, string>;
  builder: { apiKey: string; editorOrigin: string };
  /** siteKey 'sandbox' sends the sandbox token; any other loads the provider's script from scriptUrl. */
  captcha: { enabled: boolean; siteKey: string; scriptUrl: string };
  features: { ageVerification: boolean; keepMeLoggedIn: boolean; loginStrategy: string };
  timeouts: { loyaltyMs: number };
  /** True when at least one backend is the embedded sandbox. */
  sandbox: boolean;
}

export const SANDBOX_BUILDER_API_KEY = 'sandbox-public-key';
export const SANDBOX_TENANT_TOKEN = 'sandbox-tenant';
/** The captcha site key that means "no provider": calls carry the documented sandbox token. */
export const SANDBOX_CAPTCHA_SITE_KEY = 'sandbox';
/** Google's reCAPTCHA v3 loader, the default CAPTCHA_SCRIPT_URL. */
export const GOOGLE_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The configuration outside any provider: sandbox backends on the current origin. */
export const defaultConfig: StorefrontConfig = {
  market: 'DE',
  country: 'DE',
  locale: 'en-DE',
  language: 'en',
  currency: 'EUR',
  storeView: 'default',
  tenantToken: SANDBOX_TENANT_TOKEN,
  backends: { ...sandboxDefaults },
  builder: { apiKey: SANDBOX_BUILDER_API_KEY, editorOrigin: 'https://builder.io' },
  captcha: { enabled: true, siteKey: SANDBOX_CAPTCHA_SITE_KEY, scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL },
  features: { ageVerification: true, keepMeLoggedIn: true, loginStrategy: 'email' },
  timeouts: { loyaltyMs: 5000 },
  sandbox: true,
};

type Env = Record<string, string | undefined>;

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/**
 * Reads the shop's configuration from the environment. Sandbox paths are made absolute against the
 * origin the shopper used, so server-side calls and browser calls reach the same place.
 */
export function configFromEnv(env: Env, origin: string): StorefrontConfig {
  const backends = {} as Record<BackendName, string>;
  let sandbox = false;
  for (const [name, variable] of Object.entries(backendVariables) as Array<[BackendName, string]>) {
    const configured = env[variable]?.trim();
    if (!configured) sandbox = true;
    backends[name] = new URL(configured || sandboxDefaults[name], origin).toString().replace(/\/$/, '');
  }
  const storeView: StoreView = env.STORE_VIEW === 'trial' ? 'trial' : 'default';
  const market = env.MARKET ?? defaultConfig.market;
  return {
    market,
    country: env.COUNTRY ?? market,
    locale: env.LOCALE ?? defaultConfig.locale,
    language: (env.LOCALE ?? defaultConfig.locale).split('-')[0] ?? defaultConfig.language,
    currency: env.CURRENCY ?? defaultConfig.currency,
    storeView,
    tenantToken: env.TENANT_TOKEN ?? SANDBOX_TENANT_TOKEN,
    backends,
    builder: {
      apiKey: env.BUILDER_API_KEY ?? SANDBOX_BUILDER_API_KEY,
      editorOrigin: env.BUILDER_EDITOR_ORIGIN ?? defaultConfig.builder.editorOrigin,
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
    timeouts: { loyaltyMs: Number(env.LOYALTY_TIMEOUT_MS) || defaultConfig.timeouts.loyaltyMs },
    sandbox,
  };
}

/** Spec section 1: the newer account backend is recognised by the letters evo in its base URL. */
export function isNewerAccountBackend(baseUrl: string): boolean {
  return baseUrl.includes('evo');
}
