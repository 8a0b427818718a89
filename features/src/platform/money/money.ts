/** An amount of money: the shop's one money type, from cart line to order total. */
export interface Money {
  value: number;
  currency: string;
}

/** Money as backends send it: any part may be missing. */
export type BackendMoney = { value?: number | null; currency?: string | null } | null | undefined;

/** The money a backend sent; a missing value is 0 and a missing currency the one given (the cart's, the shop's). */
export function toMoney(amount: BackendMoney, fallbackCurrency = 'EUR'): Money {
  return { value: amount?.value ?? 0, currency: amount?.currency ?? fallbackCurrency };
}
