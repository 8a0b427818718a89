import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem, legalAgeOf } from './legalAge';

const today = new Date('2026-11-28T23:30:00Z');

describe("the market's legal age", () => {
  it('age: the legal age is 18 in Germany, Austria and Switzerland and 21 in the United States', () => {
    expect([legalAgeOf('DE'), legalAgeOf('AT'), legalAgeOf('CH'), legalAgeOf('us')]).toEqual([
      18, 18, 18, 21,
    ]);
  });

  it('age: a market missing from the table takes the highest legal age of the table', () => {
    expect(legalAgeOf('XX')).toBe(21);
  });

  it('age: a date of birth under the legal age is refused, one at it exactly is accepted', () => {
    expect(dateOfBirthProblem('2008-11-28', 'DE', today)).toBeUndefined();
    expect(dateOfBirthProblem('2008-11-29', 'DE', today)).toBe('underage');
    expect(dateOfBirthProblem('2015-05-05', 'DE', today)).toBe('underage');
    expect(dateOfBirthProblem('1986-12-09', 'DE', today)).toBeUndefined();
  });

  it('age: a date of birth in the future is refused', () => {
    expect(dateOfBirthProblem('2099-01-01', 'DE', today)).toBe('future');
    expect(dateOfBirthProblem('2026-11-29', 'DE', today)).toBe('future');
  });

  it('age: a date that is not in the calendar, or not an ISO date, is refused', () => {
    expect(dateOfBirthProblem('1990-02-30', 'DE', today)).toBe('invalid');
    expect(dateOfBirthProblem('01.02.1990', 'DE', today)).toBe('invalid');
  });

  it('age: a shopper born on 29 February comes of age on 1 March in a year without one', () => {
    expect(dateOfBirthProblem('2008-02-29', 'DE', new Date('2026-02-28T12:00:00Z'))).toBe('underage');
    expect(dateOfBirthProblem('2008-02-29', 'DE', new Date('2026-03-01T00:00:00Z'))).toBeUndefined();
  });
});
