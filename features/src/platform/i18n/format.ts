import type { Money } from '../money';
import { defaultConfig } from '../config';

/** Money, numbers and dates written as the shopper's locale writes them: 12,90 € in German, €12.90 in English. */
export interface Formatter {
  locale: string;
  money(amount: Money): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /**
   * A date as the store's calendar shows it, the same on the server and in any browser. A calendar day (`2026-03-31`)
   * is that day; a time with its zone is an instant, shown in the store's time zone; a backend's time without a zone
   * (`2026-03-31 10:00:00`, Magento's `order_date`) is already the store's clock, shown as written.
   */
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

const numbersLocales = new Map<string, string>();

/**
 * The locale a page's numbers are written in. A page in its country's own language writes them as that country does
 * (de-DE 1.240,5; de-CH 1'240.5); a page in another language writes them as the world writes that language (`en-001`):
 * an English page of the German market says 1,240 points, 0.6 km and US$4.50, where CLDR's en-DE writes 1.240 and 0,6
 * beside €6.50.
 */
export function numbersLocale(locale: string): string {
  return cached(numbersLocales, locale, () => {
    try {
      const { language, region } = new Intl.Locale(locale);
      if (!region) return locale;
      return new Intl.Locale(`und-${region}`).maximize().language === language ? locale : `${language}-001`;
    } catch {
      return locale;
    }
  });
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(
    numberFormats,
    `${locale}\u0000${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(numbersLocale(locale), options),
  );

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const zoneLessTime = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The instant a value names, and the zone that shows its day. The machine's own zone never takes part: JavaScript
 * reads a zone-less time as local time, which is the server's zone on the server and the shopper's in the browser.
 *
 * Magento keeps `created_at` in UTC but writes `order_date` on the store's clock: SalesGraphQl's order formatter
 * (Model/Formatter/Order.php) returns `$this->timezone->date($order->getCreatedAt())`, and Framework's
 * Stdlib/DateTime/Timezone::date() moves it into the configured zone (`general/locale/timezone`, the store's
 * `timeZone` here) before it is written `Y-m-d H:i:s`. So a zone-less time is the store's wall clock already: read
 * as if it were UTC and shown in UTC, it keeps its day and hour everywhere, as a calendar day does.
 */
function instantOf(value: string | number | Date, storeTimeZone: string): { at: Date; timeZone: string } {
  if (typeof value !== 'string') return { at: new Date(value), timeZone: storeTimeZone };
  // JavaScript reads a bare date as UTC midnight: shown in UTC it stays that calendar day everywhere.
  if (calendarDay.test(value)) return { at: new Date(value), timeZone: 'UTC' };
  if (zoneLessTime.test(value)) return { at: new Date(`${value.replace(' ', 'T')}Z`), timeZone: 'UTC' };
  return { at: new Date(value), timeZone: storeTimeZone };
}

/**
 * The one formatter for a locale (e.g. `de-DE`) and the store's time zone (configuration's `timeZone`); widgets get
 * it from useFormat().
 */
export function formatterFor(locale: string, timeZone = defaultConfig.timeZone): Formatter {
  return {
    locale,
    money: (amount) =>
      numberFormat(locale, { style: 'currency', currency: amount.currency }).format(amount.value),
    number: (value, options) => numberFormat(locale, options).format(value),
    date: (value, options = { dateStyle: 'long' }) => {
      const { at, timeZone: zone } = instantOf(value, timeZone);
      const withZone = { timeZone: zone, ...options };
      const format = cached(
        dateFormats,
        `${locale}\u0000${JSON.stringify(withZone)}`,
        () => new Intl.DateTimeFormat(locale, withZone),
      );
      return format.format(at);
    },
  };
}
