import { toMoney, type Money } from '../platform';
import type { components } from '../backends/trade-in';

/** Spec section 5, word for word: trade-in eligibility needs a user id. */
export const USER_ID_NOT_DEFINED = 'user id not defined';

/** Raised before any call when eligibility is asked without a user id (spec section 5). */
export class UserIdNotDefinedError extends Error {
  override readonly name = 'UserIdNotDefinedError';
  constructor() {
    super(USER_ID_NOT_DEFINED);
  }
}

export interface TradeInProgramme {
  active: boolean;
  name: string;
  /** The product categories (url keys) whose devices may be traded in. */
  categoryIds: string[];
  /** What an old device is worth towards a new one. */
  credit: Money;
  termsUrl: string | null;
}

export const toProgramme = (wire: components['schemas']['Configuration']): TradeInProgramme => ({
  active: wire.is_active,
  name: wire.programme_name,
  categoryIds: wire.category_ids,
  credit: toMoney(wire.credit),
  termsUrl: wire.terms_url ?? null,
});

/** The first of a product's categories the programme takes, if any. */
export const qualifyingCategory = (
  programme: TradeInProgramme | undefined,
  categoryIds: readonly string[],
): string | undefined =>
  programme?.active ? categoryIds.find((id) => programme.categoryIds.includes(id)) : undefined;
