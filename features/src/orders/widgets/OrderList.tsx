import { useState } from 'react';
import { Button, Link } from '@storefront/design-system';
import { useFormat } from '../../platform';
import { useOrders, useOrdersWords } from '../hooks';
import * as styles from './Orders.css';

export interface OrderListProps {
  /** Where an order's page is; the site hosts it at /account/orders/:number. */
  orderHref?: (orderNumber: string) => string;
  pageSize?: number;
}

/** The signed-in customer's orders, newest first, ten to a page, each linking to its detail. */
export function OrderList({ orderHref = (number) => `/account/orders/${number}`, pageSize }: OrderListProps) {
  const words = useOrdersWords();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { orders, totalCount, totalPages, isLoading, error, retry } = useOrders(page, pageSize);
  return (
    <section className={styles.section} aria-labelledby="order-list-heading">
      <h2 id="order-list-heading" className={styles.heading}>
        {words('orders.title')}
      </h2>
      {error ? (
        <div role="alert" className={styles.alert}>
          <p>{error}</p>
          <Button onClick={retry}>{words('orders.retry')}</Button>
        </div>
      ) : null}
      {isLoading ? <p role="status">{words('orders.loading')}</p> : null}
      {!isLoading && !error ? (
        <p className={styles.muted}>{words('orders.count', { count: totalCount })}</p>
      ) : null}
      {!isLoading && !error && totalCount === 0 ? <p>{words('orders.empty')}</p> : null}
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.number} className={styles.card}>
            <Link href={orderHref(order.number)}>{words('orders.number', { number: order.number })}</Link>
            <p className={styles.muted}>
              {words('orders.placedOn', { date: format.date(order.date, { dateStyle: 'medium' }) })}
            </p>
            <p>
              {words('orders.status')}: {order.statusLabel} · {words('orders.total')}:{' '}
              {format.money(order.totals.grandTotal)}
            </p>
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav aria-label={words('orders.pages')} className={styles.pager}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {words('orders.previous')}
          </Button>
          <span>{words('orders.page', { page, total: totalPages })}</span>
          <Button variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {words('orders.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
