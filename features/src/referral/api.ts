import { createReferralClient } from '../backends/referral';
import { storedIdentity, type LoyaltyConfig, type LoyaltyIdentity } from '../loyalty';
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
  identity: () => LoyaltyIdentity | null = storedIdentity,
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
