import type { Client } from 'openapi-fetch';
import {
  createApiClient,
  createHttpClient,
  TENANT_HEADER,
  type HttpClient,
  type StorefrontConfig,
} from '../../platform';
import type { paths } from './generated/account-evo';

/**
 * What the account service's clients need: its base URL and the tenant token every call carries, and on the shop's
 * server the shopper's address (from the server's trust-proxy rules), sent as X-Forwarded-For so the service's own
 * per-address limits see the shopper rather than the shop.
 */
export type AccountServiceConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'> & {
  forwardedFor?: string;
  /** On the shop's server, making a page's call for it: the captcha token the page obtained and posted. */
  captchaToken?: string;
};

/** Names the caller in monitoring reports: the account service also answers for devices, consents and age checks. */
export type AccountServicePart = 'account' | 'devices' | 'consents' | 'age-verification';

const tenantHeaders = (config: AccountServiceConfig) => () => ({
  [TENANT_HEADER]: config.tenantToken,
  ...(config.forwardedFor ? { 'x-forwarded-for': config.forwardedFor } : {}),
});

/** The newer account service, through the client generated from its OpenAPI document. */
export function createNewerAccountClient(
  config: AccountServiceConfig,
  part: AccountServicePart = 'account',
): Client<paths> {
  return createApiClient<paths>({
    service: part,
    baseUrl: config.backends.account,
    backend: 'newer',
    headers: tenantHeaders(config),
  });
}

/** The older account service: plain paths, flat answers (its payloads are the project's assumption, docs/architecture.md). */
export function createOlderAccountClient(
  config: AccountServiceConfig,
  part: AccountServicePart = 'account',
): HttpClient {
  return createHttpClient({
    service: part,
    baseUrl: config.backends.account,
    backend: 'older',
    headers: tenantHeaders(config),
  });
}

/** The signed-in shopper's identity token, as both account services read it. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
