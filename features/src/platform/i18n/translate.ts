import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { numbersLocale } from './format';

/**
 * A flat dictionary: dotted keys (cart.checkout.error.promo_code) to ICU messages, e.g.
 * `{count, plural, one {# order} other {# orders}}`, `{tier, select, gold {Gold} other {Member}}`, `{amount, number}`.
 */
export type Dictionary = Readonly<Record<string, string>>;

export type TranslationVars = Readonly<Record<string, string | number | Date>>;

/** Whether a message needs the ICU formatter: without braces, or quotes that escape them, it reads as written. */
export const usesMessageSyntax = (message: string): boolean => /[{}']/.test(message);

/** How the messages are parsed, here and when the browser build parses them ahead (site/parsedWords.ts). */
export const messageParseOptions = { ignoreTag: true } as const;

// The browser build parses the messages it ships when it is made and leaves the ICU parser out of every page: their
// parsed form is looked up here by their text.
const parsedAhead = new Map<string, MessageFormatElement[]>();

/** Adds messages the build parsed ahead (each messages module of the browser build calls this as it loads). */
export function addParsedMessages(messages: Readonly<Record<string, MessageFormatElement[]>>): void {
  for (const [message, parsed] of Object.entries(messages)) parsedAhead.set(message, parsed);
}

// Parsing an ICU message is the costly part, and the same few hundred messages are formatted on every render:
// one compiled format per locale and message, kept for the life of the process (bounded by the dictionaries).
const compiled = new Map<string, IntlMessageFormat>();

/** The compiled format of a message in a locale, parsed on first use unless the build parsed it ahead. */
export function compiledMessage(message: string, locale: string): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(
      parsedAhead.get(message) ?? message,
      locale,
      undefined,
      messageParseOptions,
    );
    compiled.set(cacheKey, format);
  }
  return format;
}

// Formatting costs too, and a page formats the same counts again on every visit (the cart's "0 items"): the text of a
// message filled in with numbers alone is kept, up to a bound. Text filled in with words (a shopper's name) is not.
const formatted = new Map<string, string>();
const formattedKept = 2000;

/** The key of a message filled in with numbers alone; undefined for any other values. */
function numbersOnlyKey(message: string, vars: TranslationVars, locale: string): string | undefined {
  let key = `${locale}\u0000${message}`;
  for (const name in vars) {
    const value = vars[name];
    if (typeof value !== 'number') return undefined;
    key += `\u0000${name}=${value}`;
  }
  return key;
}

/**
 * Formats an ICU message in a locale. A message that does not parse, or lacks one of its arguments, is shown as
 * written (with a warning) rather than breaking the page, so the gap is noticed instead of hidden.
 */
export function formatMessage(message: string, vars: TranslationVars = {}, locale = 'en'): string {
  // Most messages are plain text: without ICU syntax (braces, or quotes that escape it) they read as written.
  if (!usesMessageSyntax(message)) return message;
  const key = numbersOnlyKey(message, vars, locale);
  const kept = key === undefined ? undefined : formatted.get(key);
  if (kept !== undefined) return kept;
  try {
    // Messages hold numbers and plurals; dates reach them already written by the formatter (format.ts). So a message
    // is formatted in the locale the page's numbers are written in.
    const result = compiledMessage(message, numbersLocale(locale)).format(vars);
    const text = typeof result === 'string' ? result : String(result);
    if (key !== undefined) {
      if (formatted.size >= formattedKept) formatted.clear();
      formatted.set(key, text);
    }
    return text;
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
