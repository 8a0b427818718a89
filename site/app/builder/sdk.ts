import { Builder, builder } from '@builder.io/react/lite';
import type { StorefrontConfig } from '@storefront/features/platform';

export const BUILDER_API_VERSIONS = ['v1', 'v3'] as const;
export type BuilderApiVersion = (typeof BUILDER_API_VERSIONS)[number];

const isApiVersion = (version: string): version is BuilderApiVersion =>
  (BUILDER_API_VERSIONS as readonly string[]).includes(version);

/**
 * Points the Gen-1 SDK at the configured Builder host (the sandbox by default) and gives it the API key before anything
 * renders. Content comes from the content API (/api/v3/content/{model}), not the query API the SDK defaults to, and
 * tracking goes to the same host. Idempotent: the server calls it per request, the browser on every Builder page.
 */
export function initBuilder(config: StorefrontConfig, { apiVersion = 'v3', canTrack = false } = {}): void {
  if (!config.builder.apiKey) throw new Error('Missing API key');
  if (!isApiVersion(apiVersion))
    throw new Error(`Invalid apiVersion: expected 'v1' or 'v3', received '${apiVersion}'`);
  Builder.overrideHost = config.backends.builder;
  if (builder.apiKey !== config.builder.apiKey) builder.apiKey = config.builder.apiKey;
  builder.apiVersion = apiVersion;
  builder.apiEndpoint = 'content';
  // The server never tracks; in the browser, consent decides (tracking.ts). Events wait in the SDK's queue until then.
  builder.canTrack = Builder.isBrowser && canTrack;
  builder.autoTrack = builder.canTrack;
}

let initialisedFor: StorefrontConfig | undefined;

/** initBuilder for a render path: does the work once per configuration object. */
export function initBuilderOnce(config: StorefrontConfig, options: { canTrack?: boolean } = {}): void {
  if (initialisedFor === config) return;
  initBuilder(config, options);
  initialisedFor = config;
}
