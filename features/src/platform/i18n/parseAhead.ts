import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messageParseOptions, usesMessageSyntax } from './translate';

/**
 * The parsed form of each of `messages` that needs the ICU formatter, parsed as the formatter would: the browser build
 * ships messages parsed (site/parsedWords.ts) instead of the parser. A message that does not parse is left out, so it
 * fails where a shopper's page shows it as written, as it would on the server.
 */
export function parseAhead(
  messages: Iterable<string>,
  locale: string,
): Record<string, MessageFormatElement[]> {
  const parsed: Record<string, MessageFormatElement[]> = {};
  for (const message of messages) {
    if (!usesMessageSyntax(message) || message in parsed) continue;
    try {
      parsed[message] = parse(message, { ...messageParseOptions, locale: new Intl.Locale(locale) });
    } catch {
      // Reported by the dictionaries' own test (every message is valid ICU).
    }
  }
  return parsed;
}
