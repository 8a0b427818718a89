import { clsx } from 'clsx';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Price.css';
import { discountPercent, formatPrice } from './formatPrice';

export interface PriceProps {
  amount: number;
  /** ISO 4217 code, e.g. EUR. */
  currency: string;
  /** BCP 47 locale of the market, e.g. de-DE. */
  locale: string;
  /** The price before the reduction; shown struck through. */
  oldAmount?: number;
  /** Show the saving as a "-20%" badge. */
  showDiscount?: boolean;
  /** Words read before the prices (they are shown without words). */
  labels?: { now: string; was: string; discount: (percent: number) => string };
  className?: string;
}

const englishLabels = { now: 'Now', was: 'was', discount: (percent: number) => `${percent}% off` };

/** A price in the market's currency, with the old price and the discount when reduced. */
export function Price({
  amount,
  currency,
  locale,
  oldAmount,
  showDiscount = true,
  labels = englishLabels,
  className,
}: PriceProps) {
  const discount = discountPercent(amount, oldAmount);
  if (discount === undefined || oldAmount === undefined) {
    return (
      <span className={clsx(styles.price, styles.current, className)}>
        {formatPrice(amount, currency, locale)}
      </span>
    );
  }
  return (
    <span className={clsx(styles.price, className)}>
      <span className={clsx(styles.current, styles.reduced)}>
        <VisuallyHidden>{labels.now} </VisuallyHidden>
        {formatPrice(amount, currency, locale)}
      </span>
      <del className={styles.old}>
        <VisuallyHidden>{labels.was} </VisuallyHidden>
        {formatPrice(oldAmount, currency, locale)}
      </del>
      {showDiscount && discount > 0 && (
        <Badge tone="danger">
          <span aria-hidden="true">-{discount}%</span>
          <VisuallyHidden>{labels.discount(discount)}</VisuallyHidden>
        </Badge>
      )}
    </span>
  );
}
