import type { Money } from '../money';

/** Money, numbers and dates written as the shopper's locale writes them: 12,90 € in German, €12.90 in English. */
export interface Formatter {
  locale: string;
  money(amount: Money): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date (ISO text, `2026-03-31 10:00:00` as some backends write it, or a Date), in UTC so server and browser agree. */
  date(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
}

// Building an Intl format reads locale data; pages format the same few styles over and over.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(
    numberFormats,
    `${locale}\u0000${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );

const toDate = (value: string | number | Date) =>
  value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);

/** The one formatter for a locale (e.g. `de-DE`); widgets get it from useFormat(). */
export function formatterFor(locale: string): Formatter {
  return {
    locale,
    money: (amount) =>
      numberFormat(locale, { style: 'currency', currency: amount.currency }).format(amount.value),
    number: (value, options) => numberFormat(locale, options).format(value),
    date: (value, options = { dateStyle: 'long' }) => {
      const withZone = { timeZone: 'UTC', ...options };
      const format = cached(
        dateFormats,
        `${locale}\u0000${JSON.stringify(withZone)}`,
        () => new Intl.DateTimeFormat(locale, withZone),
      );
      return format.format(toDate(value));
    },
  };
}
