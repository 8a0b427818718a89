import { useId } from 'react';
import { Button, Icon, Link, Spinner } from '@storefront/design-system';
import { useFormat, type Formatter } from '../../platform';
import { useStoreDetails, useStoreLocatorWords } from '../hooks';
import { formatDistance, weekdays, type OpeningHoursRow, type StoreNearby, type Weekday } from '../types';
import * as styles from './StoreLocatorWidget.css';

/** Short weekday names in the shopper's locale. */
function weekdayName(day: Weekday, format: Formatter): string {
  // 1 January 2024 was a Monday; a calendar day is that day in every time zone.
  return format.date(`2024-01-0${1 + weekdays.indexOf(day)}`, { weekday: 'short' });
}

function OpeningHours({
  rows,
  format,
  closed,
}: {
  rows: OpeningHoursRow[];
  format: Formatter;
  closed: string;
}) {
  return (
    <dl className={styles.hours}>
      {rows.map((row) => (
        <div key={row.from} className={styles.hoursRow}>
          <dt>
            {row.from === row.to
              ? weekdayName(row.from, format)
              : `${weekdayName(row.from, format)}–${weekdayName(row.to, format)}`}
          </dt>
          <dd>{row.hours ? `${row.hours.open}–${row.hours.close}` : closed}</dd>
        </div>
      ))}
    </dl>
  );
}

function StoreDetails({ id }: { id: string }) {
  const { t } = useStoreLocatorWords();
  const { store, isLoading, failed } = useStoreDetails(id);
  if (isLoading) return <Spinner size="sm" label={t('storeLocator.details.loading')} />;
  if (failed || !store) return <p className={styles.problem}>{t('storeLocator.details.error')}</p>;
  return (
    <div className={styles.details}>
      {store.description && <p>{store.description}</p>}
      <dl className={styles.contact}>
        {store.phone && (
          <div>
            <dt>{t('storeLocator.phone')}</dt>
            <dd>
              <Link href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</Link>
            </dd>
          </div>
        )}
        {store.email && (
          <div>
            <dt>{t('storeLocator.email')}</dt>
            <dd>
              <Link href={`mailto:${store.email}`}>{store.email}</Link>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

export interface StoreCardProps {
  store: StoreNearby;
  position: number;
  open: boolean;
  onToggle: () => void;
  /** The details button's id, for the map to move the focus to. */
  toggleId?: string;
}

export function StoreCard({ store, position, open, onToggle, toggleId }: StoreCardProps) {
  const { t } = useStoreLocatorWords();
  const format = useFormat();
  const id = useId();
  return (
    <li className={styles.card}>
      <article aria-labelledby={`${id}-name`}>
        <header className={styles.cardHeader}>
          <span className={styles.number} aria-hidden="true">
            {position}
          </span>
          <h3 id={`${id}-name`} className={styles.storeName}>
            {store.name}
          </h3>
          {store.distanceKm !== undefined && (
            <p className={styles.distance}>
              {t('storeLocator.distance', { distance: formatDistance(store.distanceKm, format) })}
            </p>
          )}
        </header>
        <address className={styles.address}>
          {store.street}
          <br />
          {store.postcode} {store.city}
        </address>
        <h4 className={styles.subheading}>{t('storeLocator.hours')}</h4>
        <OpeningHours rows={store.openingHours} format={format} closed={t('storeLocator.closed')} />
        {store.services.length > 0 && (
          <>
            <h4 className={styles.subheading}>{t('storeLocator.services')}</h4>
            <ul className={styles.services}>
              {store.services.map((service) => (
                <li key={service}>{t(`storeLocator.service.${service}`)}</li>
              ))}
            </ul>
          </>
        )}
        <Button
          id={toggleId}
          variant="ghost"
          size="sm"
          className={styles.detailsToggle}
          // Starts with the visible words, so voice control users can say what they see; the store name tells the buttons apart.
          aria-label={t('storeLocator.details.for', { name: store.name })}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={onToggle}
        >
          {t('storeLocator.details')}
          <Icon name={open ? 'chevronUp' : 'chevronDown'} size="sm" />
        </Button>
        <div id={`${id}-details`} hidden={!open}>
          {open && <StoreDetails id={store.id} />}
        </div>
      </article>
    </li>
  );
}
