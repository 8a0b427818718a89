import { Builder, builder } from '@builder.io/react';
import type { StorefrontConfig } from '@storefront/features/platform';

let initialisedFor: StorefrontConfig | undefined;

/**
 * Points the Gen-1 SDK at the configured Builder host (the sandbox by default) and gives it the API key before the
 * editor renders, once per configuration object. Content comes from the content API (/api/v3/content/{model}), not
 * the query API the SDK defaults to. Browser only: the host is process-wide SDK state, and the server fetches content
 * with its own client (content.server.ts) and never renders the SDK.
 */
export function initBuilderOnce(config: StorefrontConfig): void {
  if (initialisedFor === config) return;
  Builder.overrideHost = config.backends.builder;
  if (builder.apiKey !== config.builder.apiKey) builder.apiKey = config.builder.apiKey;
  builder.apiVersion = 'v3';
  builder.apiEndpoint = 'content';
  // The editor's messages are taken from Builder's own hosts and from the configured editor (BUILDER_EDITOR_ORIGIN).
  const editorHost = new URL(config.builder.editorOrigin).hostname;
  if (!Builder.isTrustedHost(editorHost)) Builder.registerTrustedHost(editorHost);
  // Editor sessions and previews are never tracked: they are not visits (tracking.ts counts the live ones).
  builder.canTrack = false;
  builder.autoTrack = false;
  initialisedFor = config;
}
