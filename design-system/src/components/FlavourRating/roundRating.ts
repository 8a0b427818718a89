export const maxRating = 5;

/** A flavour rating is 0 to 5 in half steps: anything else is clamped and rounded to the nearest half, NaN is 0. */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? maxRating : 0;
  return Math.min(maxRating, Math.max(0, Math.round(value * 2) / 2));
}

export type DotFill = 'full' | 'half' | 'empty';

/** The five dots of a rounded rating. */
export function ratingDots(value: number): DotFill[] {
  const rounded = roundRating(value);
  return Array.from({ length: maxRating }, (_, index) =>
    rounded >= index + 1 ? 'full' : rounded >= index + 0.5 ? 'half' : 'empty',
  );
}
