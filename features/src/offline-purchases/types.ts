import type { Money } from '../platform';

/** A purchase the shopper made in a shop (spec section 3: action_id, datetime, type, items). */
export interface OfflinePurchase {
  id: string;
  /** ISO date and time of the purchase at the till. */
  date: string;
  type: string;
  store: { name: string; city: string | null };
  items: Array<{ sku: string; name: string; quantity: number; price: Money }>;
  total: Money;
}

/**
 * What became of a consent link: confirmed (the newer API also hands out the lead's token), a hash the service
 * refuses as malformed, a link it does not know, or no answer it could give.
 */
export type ConsentValidationOutcome = 'validated' | 'invalid' | 'unknown' | 'unreachable' | 'failed';

export interface ConsentValidation {
  outcome: ConsentValidationOutcome;
  /** The newer API's token for the confirmed lead; never shown, never put in a URL. */
  token?: string;
}
