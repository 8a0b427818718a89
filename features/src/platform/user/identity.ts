import { getStoredUser, type StoredUser } from './storedUser';

// Who is signed in, for every domain whose calls are about one shopper (loyalty, coupons, referral, surveys, trade-in,
// trials, wallet passes, invoices, offline purchases): asking it downloads no domain's code.

/** Who a signed-in call is about: the shopper's uuid and identity token. */
export interface ShopperIdentity {
  uuid: string;
  token: string;
}

/** The identity a stored user carries (the identity token, else the session token), or null for a guest. */
export function identityOf(user: StoredUser | null): ShopperIdentity | null {
  const token = user?.ciam_token || user?.session_token;
  return user?.uuid && token ? { uuid: user.uuid, token } : null;
}

/** The signed-in shopper from the platform's stored user, or null for a guest. */
export const storedIdentity = (): ShopperIdentity | null => identityOf(getStoredUser());

/** A call about one shopper, made for a guest. */
export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
  constructor() {
    super('This call needs a signed-in shopper');
  }
}
