import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, mergeDictionaries } from './dictionary';
import { interpolate, translate } from './translate';

afterEach(() => vi.restoreAllMocks());

describe('translations', () => {
  it('i18n: {var} placeholders are filled from the given values', () => {
    expect(interpolate('{name}: quantity reduced to {quantity}', { name: 'Amber', quantity: 2 })).toBe(
      'Amber: quantity reduced to 2',
    );
  });

  it('i18n: a placeholder without a value stays visible', () => {
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
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
});
