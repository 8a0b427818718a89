import { useState } from 'react';
import { Skeleton, VisuallyHidden } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { usePointsHistory } from '../hooks';
import { FIRST_PAGE, type PointsHistoryItem } from '../types';
import { useLoyaltyFormat } from './format';
import { PageNavigation } from './PageNavigation';
import * as styles from './LoyaltyWidget.css';

/** The shopper's points history, 10 entries a page, newest first. */
export function PointsHistory() {
  const { t } = useTranslation();
  const format = useLoyaltyFormat();
  const [page, setPage] = useState(FIRST_PAGE);
  const { history, isLoading } = usePointsHistory(page);
  const label = t('loyalty.history.heading');

  if (isLoading && !history) return <Skeleton shape="block" height="20rem" />;
  if (!history || history.items.length === 0) return <p className={styles.intro}>{t('loyalty.history.empty')}</p>;

  const details = (item: PointsHistoryItem) =>
    [item.order_id && t('loyalty.history.order', { order: item.order_id }), item.coupon && t('loyalty.history.coupon', { coupon: item.coupon })]
      .filter(Boolean)
      .join(' · ');

  return (
    <div className={styles.stack}>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>{label}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t('loyalty.history.date')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('loyalty.history.activity')}
              </th>
              <th scope="col" className={styles.headNumberCell}>
                {t('loyalty.history.points')}
              </th>
              <th scope="col" className={styles.headNumberCell}>
                {t('loyalty.history.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((item, index) => (
              <tr key={`${item.date}-${index}`}>
                <td className={styles.cell}>{format.date(item.date)}</td>
                <td className={styles.cell}>
                  {t(`loyalty.event.${item.event}`, undefined, item.event.replaceAll('_', ' '))}
                  {details(item) && <span className={styles.muted}>{details(item)}</span>}
                </td>
                <td className={item.points > 0 ? `${styles.numberCell} ${styles.earned}` : styles.numberCell}>{format.signedPoints(item.points)}</td>
                <td className={styles.numberCell}>{format.points(item.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageNavigation label={label} page={history.page} pages={history.lastPage} onPageChange={setPage} />
    </div>
  );
}
