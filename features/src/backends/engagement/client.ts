import type { Client } from 'openapi-fetch';
import { createServicePair, TENANT_HEADER, type ServicePair, type StorefrontConfig } from '../../platform';
import type { paths as NewerPaths } from './generated/engagement-evo';
import type { paths as OlderPaths } from './generated/engagement-legacy';

/**
 * Spec sections 1 and 7: like the account backends, the newer engagement API is recognised by the letters evo in
 * the configured base URL (ENGAGEMENT_API_URL); any other URL is the older API.
 */
export function isNewerEngagementBackend(baseUrl: string): boolean {
  return baseUrl.includes('evo');
}

/** One side of the engagement pair, with the generated client for its own paths. */
export type EngagementClient = ServicePair<NewerPaths, OlderPaths>;

/** Each side's generated client, for the domain's file of that side. */
export type NewerEngagementApi = Client<NewerPaths>;
export type OlderEngagementApi = Client<OlderPaths>;

/**
 * The engagement service's client for the configured side, on the platform's HTTP core (5 s timeout, errors
 * reported, the newer side's messages replaced by the generic one). Every call carries the tenant token; callers add
 * the captcha header, which every newsletter and contact call needs (spec section 6).
 */
export function createEngagementClient(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
): EngagementClient {
  const baseUrl = config.backends.engagement;
  const headers = () => ({ [TENANT_HEADER]: config.tenantToken || undefined });
  return createServicePair<NewerPaths, OlderPaths>(isNewerEngagementBackend(baseUrl), {
    service: 'engagement',
    baseUrl,
    headers,
  });
}
