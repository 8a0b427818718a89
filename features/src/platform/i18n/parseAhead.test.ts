import { describe, expect, it } from 'vitest';
import { en } from './dictionary';
import { parseAhead } from './parseAhead';
import { addParsedMessages, compiledMessage, formatMessage, usesMessageSyntax } from './translate';

describe('messages parsed ahead (the browser build ships no ICU parser)', () => {
  it('i18n: a message the build parsed ahead is formatted from that parsed form, with the same text', () => {
    const message = '{count, plural, one {# parsed ahead item} other {# parsed ahead items}}';
    const parsed = parseAhead([message, 'Plain words need no parsing.'], 'en');
    expect(Object.keys(parsed)).toEqual([message]);
    addParsedMessages(parsed);
    expect(compiledMessage(message, 'en').getAst()).toBe(parsed[message]);
    expect(formatMessage(message, { count: 2 }, 'en')).toBe('2 parsed ahead items');
    expect(formatMessage(message, { count: 1 }, 'de')).toBe('1 parsed ahead item');
  });

  it('i18n: every English message that needs the formatter parses ahead, as the browser build needs', () => {
    const needing = Object.values(en).filter(usesMessageSyntax);
    expect(needing.length).toBeGreaterThan(0);
    expect(Object.keys(parseAhead(needing, 'en')).sort()).toEqual([...new Set(needing)].sort());
  });

  it('i18n: a message that is not valid ICU is left out, so it shows as written where it is used', () => {
    expect(parseAhead(['{count, plural, one {# item}'], 'en')).toEqual({});
  });
});
