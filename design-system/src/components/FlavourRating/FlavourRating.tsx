import { clsx } from 'clsx';
import * as styles from './FlavourRating.css';
import { maxRating, roundRating } from './roundRating';

export interface FlavourRatingProps {
  /** What is rated, e.g. "Intensity". */
  label: string;
  /** 0 to 5 in half steps; other values are clamped and rounded. */
  value: number;
  /** The text alternative of the dots; default "3.5 out of 5". */
  formatValue?: (value: number, max: number) => string;
  className?: string;
}

export const defaultRatingText = (value: number, max: number) => `${value} out of ${max}`;

/**
 * One flavour rating (spec section 2): shown as 5 full, half or empty dots, read out as "3.5 out of 5". The dots are
 * drawn by one element's style (rings, and the fill up to the rating), as a product list shows many ratings.
 */
export function FlavourRating({
  label,
  value,
  formatValue = defaultRatingText,
  className,
}: FlavourRatingProps) {
  const rounded = roundRating(value);
  return (
    <div className={clsx(styles.rating, className)}>
      <span>{label}</span>
      <span
        className={clsx(styles.dots, styles.filledHalves[rounded * 2])}
        role="img"
        aria-label={formatValue(rounded, maxRating)}
      />
    </div>
  );
}
