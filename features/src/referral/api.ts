import { captchaHeaders, createApiClient, HttpError, TENANT_HEADER } from '../platform';
import { storedIdentity, type LoyaltyConfig, type LoyaltyIdentity } from '../loyalty';
import type { paths } from '../backends/referral';
import {
  INVALID_REFERRAL_CODE_STATUS,
  referralDefaults,
  type ReferralCustomer,
  type ReferralStats,
} from './types';

/** Spec section 8: a failed referral read shows its default; the HTTP core has reported the failure already. */
async function readOr<T>(fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    return fallback;
  }
}

/** The referral service, beside the loyalty service under its base URL (spec section 7, referral pair). */
export function createReferralApi(
  config: LoyaltyConfig,
  identity: () => LoyaltyIdentity | null = storedIdentity,
) {
  const api = createApiClient<paths>({
    service: 'referral',
    baseUrl: config.backends.loyalty,
    timeoutMs: config.timeouts.loyaltyMs,
    headers: () => {
      const token = identity()?.token;
      return {
        [TENANT_HEADER]: config.tenantToken || undefined,
        authorization: token ? `Bearer ${token}` : undefined,
      };
    },
  });

  const consumerId = () => {
    const current = identity();
    if (!current) throw new Error('The referral programme needs a signed-in shopper');
    return current.uuid;
  };

  return {
    isActive: () =>
      readOr<boolean>(
        referralDefaults.isActive,
        async () => (await api.GET('/referral/status')).data!.isActive,
      ),

    customer: () =>
      readOr<ReferralCustomer>(
        referralDefaults.customer,
        async () =>
          (await api.GET('/referral/customer/{id}', { params: { path: { id: consumerId() } } })).data!,
      ),

    stats: () =>
      readOr<ReferralStats>(
        referralDefaults.stats,
        async () =>
          (await api.GET('/referral/referrer/{id}/stats', { params: { path: { id: consumerId() } } })).data!,
      ),

    /** Whether a friend's code is valid; spec section 5: a 422 answer means it is not. */
    async verifyCode(code: string): Promise<boolean> {
      try {
        const { data } = await api.POST('/referral/verify', {
          body: { code },
          headers: await captchaHeaders(),
        });
        return data!.is_valid;
      } catch (error) {
        if (error instanceof HttpError && error.status === INVALID_REFERRAL_CODE_STATUS) return false;
        throw error;
      }
    },

    /** Records the friend's code the shopper joined with; `source` says where they entered it. */
    async applyReferrerCode(code: string, source: string): Promise<ReferralCustomer> {
      const { data } = await api.PUT('/referral/customer', {
        body: { uuid: consumerId(), referral_code: code, source },
      });
      return data!;
    },
  };
}

export type ReferralApi = ReturnType<typeof createReferralApi>;
