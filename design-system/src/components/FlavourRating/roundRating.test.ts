import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingDots, roundRating } from './roundRating';

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

  it('rating: 3.5 shows three full dots, one half dot and one empty dot', () => {
    expect(ratingDots(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('rating: any number gives five dots whose filled amount equals the rounded value', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const dots = ratingDots(value);
        const filled = dots.reduce((sum, fill) => sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0), 0);
        return dots.length === 5 && filled === roundRating(value);
      }),
    );
  });
});
