import useSWR from 'swr';
import { useConfig, type StorefrontConfig, storedIdentity } from '../platform';
import {
  createNewerLoyaltyClient,
  createOlderLoyaltyClient,
  isNewerLoyaltyBackend,
  type LoyaltyClientOptions,
  type NewerLoyaltyClient,
  type OlderLoyaltyClient,
} from '../backends/loyalty';
import { readOr } from './readOr';
import { loyaltyDefaults } from './types';

// Apart from the programme's client (api.ts) and hooks: the product page's buy box shows the points a product earns
// and would otherwise download every loyalty call of both backends for that one line (issue #14's JavaScript budget).

/** Points a product gives when bought on the newer backend (`earnings` by type and identifier, public). */
export const newerProductPoints = async (api: NewerLoyaltyClient, type: string, identifier: string) =>
  (await api.GET('/earnings', { params: { query: { type, identifier } } })).data!.data.points;

/** The same on the older backend (`points` by type and identifier). */
export const olderProductPoints = async (api: OlderLoyaltyClient, type: string, identifier: string) =>
  (await api.GET('/points', { params: { query: { type, identifier } } })).data!.points;

/** Points a product gives when bought, on the configured backend: zero when loyalty cannot be reached (spec section 8). */
export function readProductPoints(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken' | 'timeouts'>,
  type: string,
  identifier: string,
): Promise<number> {
  const options: LoyaltyClientOptions = {
    baseUrl: config.backends.loyalty,
    tenantToken: config.tenantToken,
    timeoutMs: config.timeouts.loyaltyMs,
    identityToken: () => storedIdentity()?.token,
  };
  return readOr(loyaltyDefaults.earningPoints, () =>
    isNewerLoyaltyBackend(options.baseUrl)
      ? newerProductPoints(createNewerLoyaltyClient(options), type, identifier)
      : olderProductPoints(createOlderLoyaltyClient(options), type, identifier),
  );
}

/** Points a product earns when bought (public): zero while loading or when loyalty cannot be reached. */
export function useProductPoints(type: string, identifier: string | undefined): number {
  const config = useConfig();
  return (
    useSWR(identifier ? ['loyalty', 'earnings', type, identifier] : null, () =>
      readProductPoints(config, type, identifier!),
    ).data ?? 0
  );
}
