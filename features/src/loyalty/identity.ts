import { getStoredUser, type StoredUser } from '../platform';

// Apart from the programme's client (api.ts): domains that only ask who is signed in (trade-in on the product and cart
// pages) do not download the loyalty backends.

/** Who the consumer calls are about: the signed-in shopper's uuid and identity token. */
export interface LoyaltyIdentity {
  uuid: string;
  token: string;
}

/** The identity a stored user carries (the identity token, else the session token), or null for a guest. */
export function identityOf(user: StoredUser | null): LoyaltyIdentity | null {
  const token = user?.ciam_token || user?.session_token;
  return user?.uuid && token ? { uuid: user.uuid, token } : null;
}

/** The signed-in shopper from the platform's stored user, or null for a guest. */
export const storedIdentity = (): LoyaltyIdentity | null => identityOf(getStoredUser());

export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
  constructor() {
    super('This loyalty call needs a signed-in shopper');
  }
}
