import { describe, expect, it } from 'vitest';
import { toMoney } from '../money';
import { formatterFor } from './format';
import { formatMessage } from './translate';

// Intl puts a no-break space between amount and sign; shoppers read it as a space.
const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatting by locale', () => {
  it('money: the shop’s one formatter writes €12.90 in English and 12,90 € in German', () => {
    const price = { value: 12.9, currency: 'EUR' };
    expect(formatterFor('en-DE').money(price)).toBe('€12.90');
    expect(spaced(formatterFor('de-DE').money(price))).toBe('12,90 €');
    expect(spaced(formatterFor('de-DE').money({ value: 1234.5, currency: 'CHF' }))).toBe('1.234,50 CHF');
  });

  it("numbers: a page in another language than its country's writes numbers as its language does (1,240 points and 0.6 km on English pages of the German market)", () => {
    expect(formatterFor('en-DE').number(1240.5)).toBe('1,240.5');
    expect(formatterFor('en-DE').number(0.6, { maximumFractionDigits: 1 })).toBe('0.6');
    expect(formatterFor('en-DE').money({ value: 1234.5, currency: 'EUR' })).toBe('€1,234.50');
    expect(formatterFor('en-DE').money({ value: 4.5, currency: 'USD' })).toBe('US$4.50');
    expect(spaced(formatterFor('de-DE').money({ value: 1234.5, currency: 'EUR' }))).toBe('1.234,50 €');
    // In its country's own language a page writes numbers as that country does.
    expect(formatterFor('de-CH').number(1240.5)).toBe("1'240.5");
    expect(formatMessage('{points, plural, one {# point} other {# points}}', { points: 1240 }, 'en-DE')).toBe(
      '1,240 points',
    );
    expect(formatMessage('{points, plural, one {# Punkt} other {# Punkte}}', { points: 1240 }, 'de-DE')).toBe(
      '1.240 Punkte',
    );
  });

  it('numbers: thousands and decimals as the locale writes them', () => {
    expect(formatterFor('en-GB').number(1240.5)).toBe('1,240.5');
    expect(formatterFor('de-DE').number(1240.5)).toBe('1.240,5');
    expect(formatterFor('de-DE').number(-30, { signDisplay: 'exceptZero' })).toBe('-30');
  });

  it('dates: long by default, a calendar day is that day, and as a backend writes them', () => {
    expect(formatterFor('en-DE').date('2027-03-31')).toBe('31 March 2027');
    expect(formatterFor('de-DE').date('2027-03-31')).toBe('31. März 2027');
    expect(formatterFor('de-DE').date('2026-01-05 23:30:00', { dateStyle: 'medium' })).toBe('05.01.2026');
  });

  // Node reads TZ again whenever it changes, so one file stands on machines in three zones: a server in UTC and
  // browsers in Berlin and New York must write the same day.
  const machineZones = { UTC: 0, 'Europe/Berlin': -60, 'America/New_York': 300 } as const;
  for (const [machineZone, januaryOffset] of Object.entries(machineZones)) {
    it(`dates: an order placed at 23:30 UTC shows the next day in Berlin, on the server and in the browser alike (machine in ${machineZone})`, () => {
      const before = process.env['TZ'];
      process.env['TZ'] = machineZone;
      try {
        expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(januaryOffset);
        const berlin = formatterFor('de-DE', 'Europe/Berlin');
        const short = { dateStyle: 'medium' } as const;
        // Magento writes that order's order_date on the store's clock: half past midnight on the 6th (winter, UTC+1)...
        expect(berlin.date('2026-01-06 00:30:00', short)).toBe('06.01.2026');
        expect(berlin.date('2026-01-06T00:30:00', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
          '06.01.2026, 00:30',
        );
        // ...and one placed at 22:30 UTC on 30 June is half past midnight on 1 July (summer, UTC+2).
        expect(berlin.date('2026-07-01 00:30:00', short)).toBe('01.07.2026');
        // A time with its zone is that instant, shown in the store's zone; a calendar day stays that day.
        expect(berlin.date('2026-01-05T23:30:00Z', short)).toBe('06.01.2026');
        expect(berlin.date('2026-01-05T23:30:00+01:00', short)).toBe('05.01.2026');
        expect(berlin.date('2026-01-05', short)).toBe('05.01.2026');
        const newYork = formatterFor('en-US', 'America/New_York');
        expect(newYork.date('2026-01-05', short)).toBe('Jan 5, 2026');
        expect(newYork.date('2026-01-05 22:30:00', short)).toBe('Jan 5, 2026');
        expect(newYork.date('2026-01-06T03:30:00Z', short)).toBe('Jan 5, 2026');
      } finally {
        if (before === undefined) delete process.env['TZ'];
        else process.env['TZ'] = before;
      }
    });
  }

  it('money: a backend’s missing value is 0 and a missing currency the one given', () => {
    expect(toMoney({ value: 5 }, 'CHF')).toEqual({ value: 5, currency: 'CHF' });
    expect(toMoney(null)).toEqual({ value: 0, currency: 'EUR' });
  });
});
