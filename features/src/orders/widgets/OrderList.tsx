import { useState, type FormEvent, type MouseEvent } from 'react';
import { Button, Link, TextField } from '@storefront/design-system';
import { failureWords, isPlainClick, useFormat, useTranslation } from '../../platform';
import { orderFiltersQuery, type OrderFilters } from '../filters';
import { useOrders, useOrdersWords } from '../hooks';
import * as styles from './Orders.css';

/** The pictures an order's card shows; more items are counted. */
const PICTURES_PER_ORDER = 4;

const noFilters: OrderFilters = { search: '', status: '' };

export interface OrderListProps {
  /** Where an order's page is; the site hosts it at /account/orders/:number. */
  orderHref?: (orderNumber: string) => string;
  pageSize?: number;
  /** The search and status the list is narrowed to, read from the page's URL. */
  filters?: OrderFilters;
  /** The list's own path: the search form and the status links lead there with the filters in the query. */
  listPath?: string;
  /**
   * Shows the list with other filters without loading the page again (the site's router). Without it, the form and
   * the links load the page, as they do before JavaScript runs.
   */
  onFilter?: (filters: OrderFilters) => void;
}

/**
 * The signed-in customer's orders, newest first, ten to a page, each with its items' pictures and a link to its
 * page. A search (order number or product name) and the statuses the orders have narrow the list; both are a GET
 * form and links, so they work before JavaScript and each choice is its own URL.
 */
export function OrderList({
  orderHref = (number) => `/account/orders/${number}`,
  pageSize,
  filters = noFilters,
  listPath = '/account/orders',
  onFilter,
}: OrderListProps) {
  const words = useOrdersWords();
  const { t } = useTranslation();
  const format = useFormat();
  // The page belongs to one set of filters: another search or status starts at its first page.
  const filtersKey = orderFiltersQuery(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filtersKey, page: next });
  const { orders, totalCount, matchCount, totalPages, statusChoices, isLoading, error, retry } = useOrders(
    filters,
    page,
    pageSize,
  );
  const filtered = Boolean(filters.search || filters.status);
  const hrefOf = (next: OrderFilters) => `${listPath}${orderFiltersQuery(next)}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>, next: OrderFilters) => {
    if (!onFilter || !isPlainClick(event)) return;
    event.preventDefault();
    onFilter(next);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    if (!onFilter) return;
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    onFilter({ ...filters, search: typeof typed === 'string' ? typed.trim() : '' });
  };
  // Nothing to search in a history known to be empty.
  const showControls = isLoading || error !== undefined || totalCount > 0 || filtered;
  return (
    <section className={styles.section} aria-labelledby="order-list-heading">
      <h2 id="order-list-heading" className={styles.heading}>
        {words('orders.title')}
      </h2>
      {showControls ? (
        <div className={styles.filters}>
          <form method="get" action={listPath} role="search" className={styles.searchForm} onSubmit={search}>
            <TextField
              // A new search from the URL (a status link, the browser's back button) shows in the field.
              key={filters.search}
              name="q"
              type="search"
              label={words('orders.search.label')}
              hint={words('orders.search.hint')}
              defaultValue={filters.search}
              maxLength={100}
              className={styles.searchField}
            />
            {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
            <Button type="submit" variant="secondary">
              {words('orders.search.submit')}
            </Button>
          </form>
          {statusChoices.length > 1 || filters.status ? (
            <nav aria-label={words('orders.filter.status')} className={styles.statusFilter}>
              <p className={styles.filterTitle} aria-hidden="true">
                {words('orders.status')}
              </p>
              <ul className={styles.statusChoices}>
                {[{ value: '', label: words('orders.filter.all') }, ...statusChoices].map((choice) => {
                  const next = { ...filters, status: choice.value };
                  return (
                    <li key={choice.value || 'all'}>
                      <Link
                        variant="choice"
                        href={hrefOf(next)}
                        aria-current={choice.value === filters.status ? 'true' : undefined}
                        onClick={(event) => follow(event, next)}
                      >
                        {choice.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <div role="alert" className={styles.alert}>
          <p>{failureWords(t, error)}</p>
          <Button onClick={retry}>{words('orders.retry')}</Button>
        </div>
      ) : null}
      {isLoading ? <p role="status">{words('orders.loading')}</p> : null}
      {/* Said politely as a search or status narrows the list. */}
      <p className={styles.muted} aria-live="polite">
        {!isLoading && !error ? words('orders.count', { count: filtered ? matchCount : totalCount }) : null}
      </p>
      {!isLoading && !error && totalCount === 0 ? <p>{words('orders.empty')}</p> : null}
      {!isLoading && !error && totalCount > 0 && matchCount === 0 ? (
        <p>
          {words('orders.noMatch')}{' '}
          <Link href={hrefOf(noFilters)} onClick={(event) => follow(event, noFilters)}>
            {words('orders.filter.clear')}
          </Link>
        </p>
      ) : null}
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.number} className={styles.orderCard}>
            <div className={styles.orderSummary}>
              <Link href={orderHref(order.number)}>{words('orders.number', { number: order.number })}</Link>
              <p className={styles.muted}>
                {words('orders.placedOn', { date: format.date(order.date, { dateStyle: 'medium' }) })}
              </p>
              <p className={styles.plain}>
                {words('orders.status')}: {order.statusLabel} · {words('orders.total')}:{' '}
                {format.money(order.totals.grandTotal)}
              </p>
              <p className={styles.muted}>
                {order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
              </p>
            </div>
            {/* The names are said above; the pictures show them again. */}
            <ul className={styles.pictures} aria-hidden="true">
              {order.items.slice(0, PICTURES_PER_ORDER).map((item) =>
                item.picture ? (
                  <li key={item.sku}>
                    <img className={styles.picture} src={item.picture} alt="" width={56} height={56} />
                  </li>
                ) : null,
              )}
              {order.items.length > PICTURES_PER_ORDER ? (
                <li className={styles.morePictures}>
                  {words('orders.itemsMore', { count: order.items.length - PICTURES_PER_ORDER })}
                </li>
              ) : null}
            </ul>
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
