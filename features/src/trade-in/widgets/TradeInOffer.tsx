import { useId } from 'react';
import { Button, FieldError, Link } from '@storefront/design-system';
import { useFormat, useTranslation } from '../../platform';
import { useTradeInOffer } from '../hooks';
import * as styles from './TradeIn.css';

export interface TradeInOfferProps {
  /** The product's categories (url keys); the offer shows only when the programme takes one of them. */
  categoryIds: readonly string[];
  /** Where a guest signs in to check. */
  signInHref?: string;
}

/** The product page's trade-in offer: what an old device is worth here, and the shopper's own eligibility check. */
export function TradeInOffer({ categoryIds, signInHref = '/sign-in' }: TradeInOfferProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const { programme, signedIn, check, checkEligibility } = useTradeInOffer(categoryIds);
  if (!programme) return null;
  const credit = format.money(programme.credit);
  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('tradeIn.heading')}
      </h2>
      <p className={styles.text}>{t('tradeIn.offer', { credit })}</p>
      {!signedIn ? (
        <p className={styles.text}>
          <Link href={signInHref}>{t('tradeIn.signIn')}</Link>
        </p>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => void checkEligibility()} loading={check === 'checking'}>
            {t('tradeIn.check')}
          </Button>
        </div>
      )}
      <p role="status" className={styles.text}>
        {check === 'eligible'
          ? t('tradeIn.eligible', { credit })
          : check === 'not-eligible'
            ? t('tradeIn.notEligible')
            : ''}
      </p>
      {check === 'failed' && <FieldError role="alert">{t('tradeIn.failed')}</FieldError>}
      {programme.termsUrl && (
        <p className={styles.text}>
          <Link href={programme.termsUrl}>{t('tradeIn.terms')}</Link>
        </p>
      )}
    </section>
  );
}
