import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, loadDictionary } from './dictionary';
import { mergeDictionaries } from './merge';
import { dictionaryProblems, messageArguments } from './dictionaryProblems';
import { IntlMessageFormat } from 'intl-messageformat';
import { compiledMessage, formatMessage, messageParseOptions, translate } from './translate';

afterEach(() => vi.restoreAllMocks());

const de = await loadDictionary('de');

describe('translations', () => {
  it('i18n: {var} arguments are filled from the given values', () => {
    expect(formatMessage('{name}: quantity reduced to {quantity}', { name: 'Amber', quantity: 2 })).toBe(
      'Amber: quantity reduced to 2',
    );
  });

  it('i18n: a message missing one of its arguments stays visible as written, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatMessage('Hello {name}')).toBe('Hello {name}');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('i18n: plurals pick the form by the locale’s rules (one, other)', () => {
    const message = '{count, plural, one {# order} other {# orders}}';
    expect(formatMessage(message, { count: 1 }, 'en')).toBe('1 order');
    expect(formatMessage(message, { count: 0 }, 'en')).toBe('0 orders');
    expect(formatMessage(message, { count: 1240 }, 'en')).toBe('1,240 orders');
    expect(
      formatMessage('{count, plural, one {# Bestellung} other {# Bestellungen}}', { count: 1240 }, 'de'),
    ).toBe('1.240 Bestellungen');
  });

  it('i18n: selects choose the words by a value, with other as the default', () => {
    const message = '{tier, select, gold {Gold member} other {Member}}';
    expect(formatMessage(message, { tier: 'gold' })).toBe('Gold member');
    expect(formatMessage(message, { tier: 'silver' })).toBe('Member');
  });

  it('i18n: numbers are written as the locale writes them', () => {
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'en')).toBe('1,234.5');
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'de')).toBe('1.234,5');
  });

  it('i18n: dates are written as the locale writes them', () => {
    const date = new Date(Date.UTC(2027, 2, 31, 12));
    expect(formatMessage('{date, date, long}', { date }, 'en')).toBe('March 31, 2027');
    expect(formatMessage('{date, date, long}', { date }, 'de')).toBe('31. März 2027');
  });

  it('i18n: a message is compiled once per locale and reused', () => {
    const message = '{count, plural, one {# cache hit} other {# cache hits}}';
    expect(compiledMessage(message, 'en')).toBe(compiledMessage(message, 'en'));
    expect(compiledMessage(message, 'de')).not.toBe(compiledMessage(message, 'en'));
  });

  it('i18n: a message filled in with numbers is formatted once per locale and numbers; words are never kept', () => {
    const items = '{count, plural, one {# kept item} other {# kept items}}';
    const english = vi.spyOn(compiledMessage(items, 'en'), 'format');
    const german = vi.spyOn(compiledMessage(items, 'de'), 'format');
    expect(formatMessage(items, { count: 3 }, 'en')).toBe('3 kept items');
    expect(formatMessage(items, { count: 3 }, 'en')).toBe('3 kept items');
    expect(english).toHaveBeenCalledTimes(1);
    expect(formatMessage(items, { count: 1 }, 'en')).toBe('1 kept item');
    expect(english).toHaveBeenCalledTimes(2);
    expect(formatMessage(items, { count: 1234 }, 'de')).toBe('1.234 kept items');
    expect(german).toHaveBeenCalledTimes(1);
    // A shopper's name is formatted each time and not kept in the process.
    const welcome = 'Welcome back, {name}';
    const named = vi.spyOn(compiledMessage(welcome, 'en'), 'format');
    formatMessage(welcome, { name: 'Amber' });
    formatMessage(welcome, { name: 'Amber' });
    expect(named).toHaveBeenCalledTimes(2);
  });

  it('i18n: every English message is valid ICU', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(() => new IntlMessageFormat(message, 'en', undefined, messageParseOptions), key).not.toThrow();
    }
  });

  it('i18n: an unknown key shows the given fallback', () => {
    expect(translate({}, 'cart.unknown', {}, 'Try again')).toBe('Try again');
  });

  it('i18n: an unknown key without fallback shows the key itself', () => {
    expect(translate({}, 'cart.unknown')).toBe('cart.unknown');
  });

  it('i18n: the English dictionary holds every domain messages.ts, e.g. cart.checkout.error.promo_code', () => {
    expect(en['cart.checkout.error.promo_code']).toBe('This promo code cannot be applied.');
    expect(en['platform.error.generic']).toBe('Something went wrong. Please try again later.');
  });

  it('i18n: a key defined differently by two domains keeps the first and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      mergeDictionaries([
        ['cart', { 'a.b': 'one' }],
        ['loyalty', { 'a.b': 'two', 'c.d': 'three' }],
      ]),
    ).toEqual({
      'a.b': 'one',
      'c.d': 'three',
    });
    expect(warn).toHaveBeenCalledWith('[i18n] a.b is defined by cart and loyalty; keeping the first');
  });

  it('i18n: a German page loads the German dictionary on demand; English is at hand at once', async () => {
    expect(await loadDictionary('de')).toBe(de);
    expect(await loadDictionary('en')).toBe(en);
    expect(de['platform.loading']).toBe('Wird geladen…');
    // Every domain's German, not only the platform's (the browser build narrows this to the platform's own).
    expect(de['cart.empty']).toBe('Ihr Warenkorb ist leer.');
  });

  it('i18n: German has every English key and no other, each with the same ICU arguments', () => {
    expect(dictionaryProblems(en, de, 'de')).toEqual([]);
  });

  it('i18n: a key missing in either language, or a German message with other arguments, is a problem', () => {
    expect(
      dictionaryProblems(
        { 'a.count': '{count, plural, one {# order} other {# orders}}', 'a.only': 'English only' },
        { 'a.count': '{anzahl} Bestellungen', 'b.only': 'Nur Deutsch' },
        'de',
      ),
    ).toEqual([
      'a.only is missing in de',
      'b.only is in de only',
      'a.count takes {anzahl:argument} in de but {count:plural} in English',
    ]);
  });

  it('i18n: the arguments of a message include those nested in plural and select options', () => {
    expect(
      messageArguments('{count, plural, one {# store near {place}.} other {# stores}} on {date, date, long}'),
    ).toEqual(['count:plural', 'date:date', 'place:argument']);
  });

  it('i18n: German plurals and money-free numbers read as a German shopper expects', () => {
    expect(translate(de, 'orders.count', { count: 1 }, undefined, 'de-DE')).toBe('1 Bestellung');
    expect(translate(de, 'orders.count', { count: 1240 }, undefined, 'de-DE')).toBe('1.240 Bestellungen');
    expect(translate(de, 'loyalty.points', { points: 1 }, undefined, 'de-DE')).toBe('1 Punkt');
  });
});
