import { useState } from 'react';
import { PanelIntro, Skeleton, Table } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { usePointsHistory } from '../hooks';
import { FIRST_PAGE, type PointsHistoryItem } from '../types';
import { useLoyaltyFormat } from './format';
import { HistoryPagination } from './HistoryPagination';
import * as styles from './LoyaltyWidget.css';

/** The shopper's points history, 10 entries a page, newest first. */
export function PointsHistory() {
  const { t } = useTranslation();
  const format = useLoyaltyFormat();
  const [page, setPage] = useState(FIRST_PAGE);
  const { history, isLoading } = usePointsHistory(page);
  const label = t('loyalty.history.heading');

  if (isLoading && !history) return <Skeleton shape="block" height="20rem" />;
  if (!history || history.items.length === 0) return <PanelIntro>{t('loyalty.history.empty')}</PanelIntro>;

  const details = (item: PointsHistoryItem) =>
    [
      item.order_id && t('loyalty.history.order', { order: item.order_id }),
      item.coupon && t('loyalty.history.coupon', { coupon: item.coupon }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <div className={styles.stack}>
      <Table
        caption={label}
        rows={history.items}
        rowKey={(item, index) => `${item.date}-${index}`}
        columns={[
          { key: 'date', header: t('loyalty.history.date'), cell: (item) => format.date(item.date) },
          {
            key: 'activity',
            header: t('loyalty.history.activity'),
            cell: (item) => (
              <>
                {t(`loyalty.event.${item.event}`, undefined, item.event.replaceAll('_', ' '))}
                {details(item) && <span className={styles.muted}>{details(item)}</span>}
              </>
            ),
          },
          {
            key: 'points',
            header: t('loyalty.history.points'),
            align: 'end',
            cell: (item) => (
              <span className={item.points > 0 ? styles.earned : undefined}>
                {format.signedPoints(item.points)}
              </span>
            ),
          },
          {
            key: 'balance',
            header: t('loyalty.history.balance'),
            align: 'end',
            cell: (item) => format.points(item.balance),
          },
        ]}
      />
      <HistoryPagination label={label} history={history} onPageChange={setPage} />
    </div>
  );
}
