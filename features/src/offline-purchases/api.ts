import {
  ConnectionError,
  HttpError,
  type StorefrontConfig,
  NotSignedInError,
  storedIdentity,
  type ShopperIdentity,
} from '../platform';
import { createOfflinePurchasesClient } from '../backends/offline-purchases';
import type { ConsentValidation, OfflinePurchase } from './types';
import type { OfflinePurchasesBackend } from './backend';
import { newerOfflinePurchasesBackend } from './newerBackend';
import { olderOfflinePurchasesBackend } from './olderBackend';

export type OfflinePurchasesConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** The side of the pair the engagement URL chooses (evo in it: the newer side). */
export function offlinePurchasesBackendFor(
  config: OfflinePurchasesConfig,
  identityToken: () => string | undefined,
): OfflinePurchasesBackend {
  const client = createOfflinePurchasesClient(config, identityToken);
  return client.side === 'newer'
    ? newerOfflinePurchasesBackend(client.api)
    : olderOfflinePurchasesBackend(client.api);
}

/** Offline purchases and consent validation on the configured side of the pair. */
export function createOfflinePurchasesApi(
  config: OfflinePurchasesConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const backend = offlinePurchasesBackendFor(config, () => identity()?.token);

  return {
    side: backend.kind,

    /** The signed-in shopper's purchases in shops. */
    async purchases(): Promise<OfflinePurchase[]> {
      const uuid = identity()?.uuid;
      if (!uuid) throw new NotSignedInError();
      return backend.purchases(uuid);
    },

    /** Resolves with the outcome in every case, so the page can say it in words. */
    async validateConsent(hash: string): Promise<ConsentValidation> {
      try {
        return { outcome: 'validated', ...(await backend.validateConsent(hash)) };
      } catch (error) {
        return { outcome: consentFailureOf(error) };
      }
    },
  };
}

export type OfflinePurchasesApi = ReturnType<typeof createOfflinePurchasesApi>;

/** A malformed hash (400, 422) is invalid; an unknown or spent link (404, 410) is unknown. */
function consentFailureOf(error: unknown): ConsentValidation['outcome'] {
  if (error instanceof ConnectionError) return 'unreachable';
  if (!(error instanceof HttpError)) throw error;
  if (error.status === 400 || error.status === 422) return 'invalid';
  if (error.status === 404 || error.status === 410) return 'unknown';
  return 'failed';
}
