import { createApiClient, isNewerAccountBackend, tenantAndIdentityHeaders } from '../../platform';
import type { paths as NewerPaths } from './generated/loyalty';
import type { paths as OlderPaths } from './generated/loyalty-legacy';

export interface LoyaltyClientOptions {
  baseUrl: string;
  tenantToken: string;
  timeoutMs: number;
  /** The signed-in shopper's identity token, read at call time; undefined for a guest. */
  identityToken: () => string | undefined;
}

/** Like accounts (spec section 1): a base URL containing evo is the newer loyalty backend, any other the older. */
export const isNewerLoyaltyBackend = (baseUrl: string): boolean => isNewerAccountBackend(baseUrl);

function clientOptions(options: LoyaltyClientOptions, backend: 'newer' | 'older') {
  return {
    service: 'loyalty',
    baseUrl: options.baseUrl,
    backend,
    timeoutMs: options.timeoutMs,
    headers: tenantAndIdentityHeaders(options.tenantToken, options.identityToken),
  };
}

/** The newer backend's generated client (`/api/loyalty/...`, enveloped answers). */
export const createNewerLoyaltyClient = (options: LoyaltyClientOptions) =>
  createApiClient<NewerPaths>(clientOptions(options, 'newer'));

/** The older backend's client (`/status`, `/prizes`, `/customers/{uuid}/...`; see its contract for the payloads). */
export const createOlderLoyaltyClient = (options: LoyaltyClientOptions) =>
  createApiClient<OlderPaths>(clientOptions(options, 'older'));

export type NewerLoyaltyClient = ReturnType<typeof createNewerLoyaltyClient>;
export type OlderLoyaltyClient = ReturnType<typeof createOlderLoyaltyClient>;
