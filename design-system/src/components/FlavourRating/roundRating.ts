export const maxRating = 5;

/** A flavour rating is 0 to 5 in half steps: anything else is clamped and rounded to the nearest half, NaN is 0. */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? maxRating : 0;
  return Math.min(maxRating, Math.max(0, Math.round(value * 2) / 2));
}
