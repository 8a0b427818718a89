import { describe, expect, it } from 'vitest';
import { toMoney } from '../money';
import { formatterFor } from './format';

// Intl puts a no-break space between amount and sign; shoppers read it as a space.
const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatting by locale', () => {
  it('money: the shop’s one formatter writes €12.90 in English and 12,90 € in German', () => {
    const price = { value: 12.9, currency: 'EUR' };
    expect(formatterFor('en-DE').money(price)).toBe('€12.90');
    expect(spaced(formatterFor('de-DE').money(price))).toBe('12,90 €');
    expect(spaced(formatterFor('de-DE').money({ value: 1234.5, currency: 'CHF' }))).toBe('1.234,50 CHF');
  });

  it('numbers: thousands and decimals as the locale writes them', () => {
    expect(formatterFor('en-GB').number(1240.5)).toBe('1,240.5');
    expect(formatterFor('de-DE').number(1240.5)).toBe('1.240,5');
    expect(formatterFor('de-DE').number(-30, { signDisplay: 'exceptZero' })).toBe('-30');
  });

  it('dates: long by default, in UTC so server and browser agree, and as a backend writes them', () => {
    expect(formatterFor('en-DE').date('2027-03-31')).toBe('31 March 2027');
    expect(formatterFor('de-DE').date('2027-03-31')).toBe('31. März 2027');
    expect(formatterFor('de-DE').date('2026-01-05 23:30:00', { dateStyle: 'medium' })).toBe('05.01.2026');
  });

  it('money: a backend’s missing value is 0 and a missing currency the one given', () => {
    expect(toMoney({ value: 5 }, 'CHF')).toEqual({ value: 5, currency: 'CHF' });
    expect(toMoney(null)).toEqual({ value: 0, currency: 'EUR' });
  });
});
