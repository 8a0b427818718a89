import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from './formatPrice';

describe('price', () => {
  it('price: formats with the currency and the locale of the market', () => {
    expect(formatPrice(24.9, 'EUR', 'de-DE')).toBe('24,90\u00a0€');
    expect(formatPrice(24.9, 'GBP', 'en-GB')).toBe('£24.90');
    expect(formatPrice(2490, 'JPY', 'ja-JP')).toBe('￥2,490');
  });

  it('price: the discount is the saving over the old price in whole percent, rounded down', () => {
    expect(discountPercent(24, 30)).toBe(20);
    expect(discountPercent(19.99, 29.99)).toBe(33);
  });

  it('price: no discount without an old price or when the old price is not higher', () => {
    expect([discountPercent(24, undefined), discountPercent(30, 30), discountPercent(35, 30)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
