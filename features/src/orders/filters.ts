import type { OrderStatus } from './api';
import type { OrderView } from './types';

/** What the order list is narrowed to: words found in an order's number or product names, and one status. */
export interface OrderFilters {
  search: string;
  status: string;
}

/** The longest search kept from a URL: an order number or a product name is far shorter. */
const SEARCH_LIMIT = 100;
/** A Magento status code: lower-case letters and underscores. */
const STATUS_CODE = /^[a-z][a-z_]{0,39}$/;

/** The list's filters from its URL (`?q=…&status=…`): anything else, or a malformed status, is ignored. */
export function orderFiltersFrom(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  return {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_LIMIT),
    status: STATUS_CODE.test(status) ? status : '',
  };
}

/** The query of the list's URL for these filters, empty ones left out ('' for none). */
export function orderFiltersQuery(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.status) params.set('status', filters.status);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Whether an order is kept: its status is the chosen one, and the search's words, ignoring case and a leading "#",
 * are part of its number or of one of its products' names.
 */
export function matchesOrderFilters(order: OrderView, filters: OrderFilters, locale: string): boolean {
  if (filters.status && order.status !== filters.status) return false;
  const words = filters.search.replace(/^#/, '').trim().toLocaleLowerCase(locale);
  if (!words) return true;
  return [order.number, ...order.items.map((item) => item.name)].some((text) =>
    text.toLocaleLowerCase(locale).includes(words),
  );
}

/** The statuses the shopper's orders have, in the store's order and words, each once; unknown codes as they are. */
export function statusChoicesOf(
  orders: readonly OrderView[],
  statuses: readonly OrderStatus[],
): Array<{ value: string; label: string }> {
  const present = new Set(orders.map((order) => order.status));
  const known = statuses.filter((status) => present.has(status.status_value));
  const unknown = [...present].filter((code) => !statuses.some((status) => status.status_value === code));
  return [
    ...known.map((status) => ({ value: status.status_value, label: status.status_label })),
    ...unknown.map((code) => ({ value: code, label: code })),
  ];
}
