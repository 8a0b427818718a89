import { storedIdentity, type ShopperIdentity } from '../platform';
import { createReferralClient } from '../backends/referral';
import type { LoyaltyConfig } from '../loyalty';
import { referralDefaults, type ReferralCustomer, type ReferralStats } from './types';

/** Spec section 8: a failed referral read shows its default; the HTTP core has reported the failure already. */
async function readOr<T>(fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    return fallback;
  }
}

/** The referral programme for the shop: the backend room's client with the spec's safe defaults on reads. */
export function createReferralApi(
  config: LoyaltyConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const client = createReferralClient(config, identity);
  return {
    isActive: () => readOr<boolean>(referralDefaults.isActive, client.status),
    customer: () => readOr<ReferralCustomer>(referralDefaults.customer, client.customer),
    stats: () => readOr<ReferralStats>(referralDefaults.stats, client.stats),
    /** Whether a friend's code is valid; spec section 5: a 422 answer means it is not. */
    verifyCode: (code: string) => client.verify(code),
    /** Records the friend's code the shopper joined with; `source` says where they entered it. */
    applyReferrerCode: (code: string, source: string) => client.applyReferrerCode(code, source),
  };
}

export type ReferralApi = ReturnType<typeof createReferralApi>;

/** What checking a friend's code found: valid, not a valid code (422), or that it cannot be checked just now. */
export type FriendCodeCheck = 'valid' | 'invalid' | 'unavailable';

/** The `source` the referral calls are sent for a code entered in the registration form. */
export const REGISTRATION_SOURCE = 'registration';

/** Checks a friend's code before registering, and records it for the new shopper after. */
export function friendReferralCode(config: LoyaltyConfig) {
  return {
    async check(code: string): Promise<FriendCodeCheck> {
      try {
        return (await createReferralApi(config, () => null).verifyCode(code)) ? 'valid' : 'invalid';
      } catch {
        return 'unavailable';
      }
    },
    record: (code: string, shopper: ShopperIdentity) =>
      createReferralApi(config, () => shopper).applyReferrerCode(code, REGISTRATION_SOURCE),
  };
}

export type FriendReferralCode = ReturnType<typeof friendReferralCode>;
