import { useId, useState } from 'react';
import { Button, Link } from '@storefront/design-system';
import { useProduct } from '../../catalog';
import { failureWords, useFormat, useTranslation } from '../../platform';
import { useStartSubscription } from '../hooks';
import * as styles from './SubscriptionsWidget.css';

export interface StartSubscriptionProps {
  /** A subscription product's SKU: in the cart it becomes a subscription line. */
  sku: string;
  /** Replaces the product's name as the heading. */
  heading?: string;
  cartHref?: string;
}

/**
 * Starts a subscription from a marketing page: the subscription product goes into the cart, where it is a subscription
 * line (its format, the subscription amount and the total after trial come with it), and add_to_subscription is raised. The cart's own words say why a
 * product cannot be added, e.g. one the shopper already subscribes to (code 4).
 */
export function StartSubscription({ sku, heading, cartHref = '/cart' }: StartSubscriptionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const { product, error, retry } = useProduct(sku);
  const { start, isStarting, error: addError } = useStartSubscription();
  const [added, setAdded] = useState(false);

  if (error)
    return (
      <div role="alert">
        <p className={styles.alert}>{t('subscriptions.start.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('subscriptions.retry')}
        </Button>
      </div>
    );
  if (!product) return <p role="status">{t('platform.loading')}</p>;
  // Not a subscription product: in the cart it would be a one-off purchase, which this block does not offer.
  if (!product.isSubscription) return null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading || product.name}
      </h2>
      <p className={styles.value}>
        {t('subscriptions.start.price', {
          price: format.money({ value: product.currentPrice, currency: product.currency }),
        })}
      </p>
      {addError && (
        <p role="alert" className={styles.alert}>
          {failureWords(t, addError)}
        </p>
      )}
      <p role="status" className={styles.done}>
        {added ? t('subscriptions.start.added', { name: product.name }) : ''}
      </p>
      <div className={styles.actions}>
        <Button loading={isStarting} onClick={async () => setAdded(await start(product))}>
          {t('subscriptions.start.subscribe')}
        </Button>
        {added && <Link href={cartHref}>{t('subscriptions.start.toCart')}</Link>}
      </div>
    </section>
  );
}
