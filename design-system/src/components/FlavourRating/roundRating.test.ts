import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRating } from './roundRating';

describe('flavour rating', () => {
  it('rating: values in half steps from 0 to 5 are kept as they are', () => {
    for (const value of [0, 0.5, 1, 2.5, 3.5, 4.5, 5]) expect(roundRating(value)).toBe(value);
  });

  it('rating: values off the half step are rounded to the nearest half', () => {
    expect([3.2, 3.3, 3.74, 3.76, 0.24].map(roundRating)).toEqual([3, 3.5, 3.5, 4, 0]);
  });

  it('rating: values outside 0 to 5 are clamped', () => {
    expect([-2, 7, 5.1].map(roundRating)).toEqual([0, 5, 5]);
  });

  it('rating: NaN is 0, Infinity is 5 and -Infinity is 0', () => {
    expect([Number.NaN, Infinity, -Infinity].map(roundRating)).toEqual([0, 5, 0]);
  });

  it('rating: any number gives 0 to 5 in half steps, what the dots can show', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const rounded = roundRating(value);
        return rounded >= 0 && rounded <= 5 && Number.isInteger(rounded * 2);
      }),
    );
  });
});
