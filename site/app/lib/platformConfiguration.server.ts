import { LRUCache } from 'lru-cache';
import {
  createShopPlatformClient,
  type PlatformConfiguration,
} from '@storefront/features/backends/shop-platform';
import { reportError, type StorefrontConfig } from '@storefront/features/platform';
import { withinBudget } from './optionalReads.server';

type Env = Record<string, string | undefined>;

/** How long one answer of the platform configuration is used: short, so a switch flipped there reaches shoppers soon. */
export const PLATFORM_CONFIGURATION_TTL_MS = 60_000;

/** What one read gave: the platform's switches, or none when it could not be read (the shop keeps its own). */
interface Read {
  configuration: PlatformConfiguration | undefined;
}

/** The environment variable that, when set, keeps each switch the operator's (see docs/architecture.md). */
const ownedBy = {
  ageVerification: 'AGE_VERIFICATION_ENABLED',
  keepMeLoggedIn: 'KEEP_ME_LOGGED_IN_ENABLED',
  loginStrategy: 'LOGIN_STRATEGY',
} as const;

const isSet = (env: Env, variable: string) => (env[variable] ?? '').trim() !== '';

/**
 * The shop's configuration with the platform's switches merged in: a switch comes from the platform unless its
 * environment variable is set (a deliberate choice for this deployment wins); without an answer nothing changes.
 */
export function mergePlatformConfiguration(
  config: StorefrontConfig,
  platform: PlatformConfiguration | undefined,
  env: Env = process.env,
): StorefrontConfig {
  const from = platform?.features;
  if (!from) return config;
  const pick = <K extends keyof typeof ownedBy>(
    key: K,
    value: StorefrontConfig['features'][K] | undefined,
  ) => (value === undefined || isSet(env, ownedBy[key]) ? config.features[key] : value);
  return {
    ...config,
    features: {
      ageVerification: pick('ageVerification', from.age_verification),
      keepMeLoggedIn: pick('keepMeLoggedIn', from.keep_me_logged_in),
      loginStrategy: pick('loginStrategy', from.login_strategy),
    },
  };
}

/**
 * Reads the platform configuration at most once a minute per platform URL. Concurrent requests share one read, a
 * stale answer is served while the next is fetched, and a failed read (reported) is remembered for the same minute so
 * a platform that is down does not slow every page down.
 */
export function createPlatformConfigurationReader(ttlMs = PLATFORM_CONFIGURATION_TTL_MS) {
  const cache = new LRUCache<string, Read>({
    max: 4,
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: async (platformUrl) => {
      try {
        return { configuration: await createShopPlatformClient(platformUrl).configuration() };
      } catch (error) {
        // The HTTP client has reported failed calls; say what the shop does about it.
        reportError(error, {
          service: 'platform',
          action: 'platform configuration unavailable: the shop keeps its own configuration',
        });
        return { configuration: undefined };
      }
    },
  });
  return async (platformUrl: string) => (await cache.fetch(platformUrl))?.configuration;
}

const readPlatformConfiguration = createPlatformConfigurationReader();

/**
 * `config` with the platform's switches merged in. The platform is always asked at `platformUrl`, the server's own
 * (absolute) address of it: the browser's configuration names the sandbox by a path the server cannot fetch. A
 * platform slower than the optional-read budget leaves the shop's own configuration for this page (silently: the
 * switches are the operator's defaults, nothing a shopper misses).
 */
export async function withPlatformConfiguration(
  config: StorefrontConfig,
  platformUrl: string,
): Promise<StorefrontConfig> {
  return mergePlatformConfiguration(
    config,
    await withinBudget(readPlatformConfiguration(platformUrl), undefined),
  );
}
