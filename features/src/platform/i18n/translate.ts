import { IntlMessageFormat } from 'intl-messageformat';

/**
 * A flat dictionary: dotted keys (cart.checkout.error.promo_code) to ICU messages, e.g.
 * `{count, plural, one {# order} other {# orders}}`, `{tier, select, gold {Gold} other {Member}}`, `{amount, number}`.
 */
export type Dictionary = Readonly<Record<string, string>>;

export type TranslationVars = Readonly<Record<string, string | number | Date>>;

// Parsing an ICU message is the costly part, and the same few hundred messages are formatted on every render:
// one compiled format per locale and message, kept for the life of the process (bounded by the dictionaries).
const compiled = new Map<string, IntlMessageFormat>();

/** The compiled format of a message in a locale, parsed on first use. */
export function compiledMessage(message: string, locale: string): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  return format;
}

/**
 * Formats an ICU message in a locale. A message that does not parse, or lacks one of its arguments, is shown as
 * written (with a warning) rather than breaking the page, so the gap is noticed instead of hidden.
 */
export function formatMessage(message: string, vars: TranslationVars = {}, locale = 'en'): string {
  // Most messages are plain text: without ICU syntax (braces, or quotes that escape it) they read as written.
  if (!/[{}']/.test(message)) return message;
  try {
    const result = compiledMessage(message, locale).format(vars);
    return typeof result === 'string' ? result : String(result);
  } catch (error) {
    console.warn(`[i18n] cannot format "${message}" in ${locale}: ${(error as Error).message}`);
    return message;
  }
}

/** The text for a key in a locale; an unknown key shows the given fallback, else the key itself. */
export function translate(
  dictionary: Dictionary,
  key: string,
  vars?: TranslationVars,
  fallback?: string,
  locale = 'en',
): string {
  return formatMessage(dictionary[key] ?? fallback ?? key, vars, locale);
}
