// Building an Intl format reads locale data, and a listing writes the same currency dozens of times per render.
const formats = new Map<string, Intl.NumberFormat>();

/** Money in the shop's currency and locale, as Intl formats it (symbol position, decimals, separators). */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format.format(amount);
}

/** The discount from the old price in whole percent, rounded down so we never promise more than is given. */
export function discountPercent(amount: number, oldAmount: number | undefined): number | undefined {
  if (oldAmount === undefined || !(oldAmount > amount) || !(amount >= 0)) return undefined;
  return Math.floor(((oldAmount - amount) / oldAmount) * 100);
}
