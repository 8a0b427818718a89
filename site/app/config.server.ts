import { configFromEnv, type StorefrontConfig } from '@storefront/features/platform';

/**
 * The shop's own origin comes from configuration (PUBLIC_URL), never from the request's Host header: a forged Host
 * must not choose where the server fetches content, commerce or anything else from.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).origin;
}

let config: StorefrontConfig | undefined;

/** The configuration every loader and the document use; the environment does not change while the process runs. */
export function shopConfig(): StorefrontConfig {
  config ??= configFromEnv(process.env, publicOrigin());
  return config;
}
