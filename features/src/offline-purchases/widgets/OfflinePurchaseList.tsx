import { useId } from 'react';
import { Button, Card, CardList, CardTitle, FieldError, Skeleton } from '@storefront/design-system';
import { useFormat, useTranslation } from '../../platform';
import { useOfflinePurchases } from '../hooks';
import type { OfflinePurchase } from '../types';
import * as styles from './OfflinePurchases.css';

export interface OfflinePurchaseListProps {
  /** Where a shopper whose session ended signs in again. */
  signInHref?: string;
}

/**
 * The shopper's purchases in shops, shown in the account below the online orders: date, store, items and total.
 * Nothing is shown to a guest (the account pages send guests to sign in).
 */
export function OfflinePurchaseList({
  signInHref = '/sign-in?next=/account/orders',
}: OfflinePurchaseListProps) {
  const { t } = useTranslation();
  const { signedIn, purchases, failure, retry } = useOfflinePurchases();
  const headingId = useId();
  if (!signedIn) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('offlinePurchases.heading')}</h2>
      <p className={styles.muted}>{t('offlinePurchases.intro')}</p>
      {failure === 'signedOut' ? (
        <div className={styles.actions}>
          <FieldError role="alert">{t('offlinePurchases.signedOut')}</FieldError>
          <Button asChild variant="secondary">
            <a href={signInHref}>{t('offlinePurchases.signIn')}</a>
          </Button>
        </div>
      ) : failure && !purchases ? (
        <div className={styles.actions}>
          <FieldError role="alert">{t('offlinePurchases.failed')}</FieldError>
          <Button variant="secondary" onClick={retry}>
            {t('offlinePurchases.retry')}
          </Button>
        </div>
      ) : !purchases ? (
        <Skeleton shape="block" height="8rem" />
      ) : purchases.length === 0 ? (
        <p className={styles.muted}>{t('offlinePurchases.empty')}</p>
      ) : (
        <CardList>
          {purchases.map((purchase) => (
            <Purchase key={purchase.id} purchase={purchase} />
          ))}
        </CardList>
      )}
    </section>
  );
}

function Purchase({ purchase }: { purchase: OfflinePurchase }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { name, city } = purchase.store;
  const store = city ? t('offlinePurchases.store', { store: name, city }) : name;
  return (
    <Card>
      <CardTitle level={3}>
        <time dateTime={purchase.date}>{format.date(purchase.date)}</time>
      </CardTitle>
      <p className={styles.muted}>{store}</p>
      <ul className={styles.items}>
        {purchase.items.map((item) => (
          <li key={item.sku}>
            {t('offlinePurchases.item', { quantity: item.quantity, name: item.name })}{' '}
            <span className={styles.muted}>{format.money(item.price)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>{t('offlinePurchases.total', { total: format.money(purchase.total) })}</p>
    </Card>
  );
}
