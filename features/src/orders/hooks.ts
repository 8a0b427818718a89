import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  isProductError,
  track,
  useConfig,
  useFormat,
  useStoredUser,
  useTranslation,
  failureOf,
  shopFailure,
  type ShopperFailure,
} from '../platform';
import { isCommerceError, useCommerceClient } from '../backends/commerce';
import { useRefreshCart } from '../cart';
import {
  cancelOrder,
  getOrder,
  getOrders,
  getOrderStatuses,
  reorder,
  requestOrderCancellation,
  ORDER_HISTORY_SIZE,
  ORDERS_PAGE_SIZE,
  UUID_NOT_DEFINED,
} from './api';
import { matchesOrderFilters, statusChoicesOf, type OrderFilters } from './filters';
import { ordersMessages, type OrdersMessageKey } from './messages';
import { toOrderView, trackedItemsOf, type OrderView } from './types';

export function useOrdersWords() {
  const { t } = useTranslation();
  return useCallback(
    (key: OrdersMessageKey, vars?: Record<string, string | number>) => t(key, vars, ordersMessages[key]),
    [t],
  );
}

/** What went wrong with an order call, for the widget to word in the page's language. */
export function ordersFailureOf(error: unknown): ShopperFailure {
  if (error instanceof Error && error.message === 'ORDER_NOT_FOUND')
    return shopFailure('orders.error.ORDER_NOT_FOUND');
  // Spec section 5's 'uuid is not defined': the shopper's session lacks its id, so signing in again is the way on.
  if (error instanceof Error && error.message === UUID_NOT_DEFINED) return shopFailure('orders.error.signIn');
  if (isProductError(error) && error.errorCode === 'CANCELLATION_ALREADY_REQUESTED')
    return shopFailure('orders.cancelRequest.already');
  if (isCommerceError(error)) return { kind: 'said', message: error.userMessage };
  return failureOf(error, shopFailure('orders.error.generic'));
}

/** What an order action came to, in the shop's words for the widget to say. */
export type OrderNotice =
  | { key: 'orders.cancel.done' | 'orders.reorder.done' }
  | { key: 'orders.cancelRequest.done'; reference: string };

function useOrderStatuses() {
  const client = useCommerceClient();
  return useSWR(['orders:statuses', client.storeCode], () => getOrderStatuses(client));
}

/**
 * The customer's orders narrowed to the filters, one page of them, with the statuses the orders have to choose from.
 * One request reads the recent history (ORDER_HISTORY_SIZE orders), which the search and the status filter narrow
 * in the browser: Magento filters orders by number but not by product name, and a changed filter asks nothing again.
 */
export function useOrders(filters: OrderFilters, page = 1, pageSize = ORDERS_PAGE_SIZE) {
  const client = useCommerceClient();
  const { locale } = useFormat();
  const statuses = useOrderStatuses();
  const result = useSWR(['orders:list', client.storeCode], () => getOrders(client, 1, ORDER_HISTORY_SIZE));
  const history = (result.data?.orders ?? []).map((order) => toOrderView(order, statuses.data));
  const matching = history.filter((order) => matchesOrderFilters(order, filters, locale));
  return {
    orders: matching.slice((page - 1) * pageSize, page * pageSize),
    totalCount: result.data?.totalCount ?? 0,
    matchCount: matching.length,
    totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
    statusChoices: statusChoicesOf(history, statuses.data ?? []),
    isLoading: result.isLoading,
    error: result.error ? ordersFailureOf(result.error) : undefined,
    retry: () => void result.mutate(),
  };
}

/** What the order's page can do to it: cancel it, request its cancellation, order it again. */
type OrderAction = 'cancel' | 'request' | 'reorder';

/** One order with the cancel and re-order actions its page offers. */
export function useOrder(orderNumber: string) {
  const client = useCommerceClient();
  const { mutate } = useSWRConfig();
  const refreshCart = useRefreshCart();
  const statuses = useOrderStatuses();
  const key = ['orders:detail', client.storeCode, orderNumber] as const;
  const result = useSWR(key, () => getOrder(client, orderNumber));
  const order: OrderView | undefined = result.data ? toOrderView(result.data, statuses.data) : undefined;
  const config = useConfig();
  const user = useStoredUser();
  const [pending, setPending] = useState<OrderAction>();
  /** The reference of the cancellation request sent from this page, once the account service took it. */
  const [requested, setRequested] = useState<string>();
  const [actionError, setActionError] = useState<ShopperFailure>();
  const [notice, setNotice] = useState<OrderNotice>();

  /**
   * Runs one of the page's actions on the order: pending meanwhile, the last alert and notice gone, and a call that
   * fails becomes the alert. The action answers whether it went through.
   */
  const act = async (kind: OrderAction, action: (order: OrderView) => Promise<boolean>) => {
    if (!order) return false;
    setPending(kind);
    setActionError(undefined);
    setNotice(undefined);
    try {
      return await action(order);
    } catch (error) {
      setActionError(ordersFailureOf(error));
      return false;
    } finally {
      setPending(undefined);
    }
  };

  /** The order changed at the backend: read it again, and the order list with it (its status shows there too). */
  const refreshOrder = async () => {
    await result.mutate();
    void mutate((cacheKey) => Array.isArray(cacheKey) && cacheKey[0] === 'orders:list');
  };

  const cancel = (reason?: string) =>
    act('cancel', async (order) => {
      const outcome = await cancelOrder(client, {
        orderNumber: order.number,
        uuid: order.uuid,
        ...(reason ? { reason } : {}),
      });
      if (!outcome.success) {
        setActionError(
          outcome.message ? { kind: 'said', message: outcome.message } : shopFailure('orders.cancel.refused'),
        );
        return false;
      }
      setNotice({ key: 'orders.cancel.done' });
      await refreshOrder();
      return true;
    });

  /** Asks the account service to cancel a paid order; its answer is said as a notice, or an alert when refused. */
  const requestCancellation = () =>
    act('request', async (order) => {
      const outcome = await requestOrderCancellation(
        config,
        { uuid: user?.uuid, token: user?.ciam_token || user?.session_token },
        {
          number: order.number,
          status: order.status,
          grandTotal: order.totals.grandTotal,
          items: order.items,
        },
      );
      if (!outcome.success) {
        setActionError(shopFailure('orders.cancel.refused'));
        return false;
      }
      setRequested(outcome.requestId);
      setNotice({ key: 'orders.cancelRequest.done', reference: outcome.requestId });
      // The order now says the cancellation was requested (its status), on this page and after a reload.
      await refreshOrder();
      return true;
    });

  const orderAgain = () =>
    act('reorder', async (order) => {
      const outcome = await reorder(client, order.number);
      track('tracking:commerce:re_order', {
        currency: order.totals.grandTotal.currency,
        items: trackedItemsOf(order),
        order_number: order.number,
      });
      refreshCart();
      const [problem] = outcome.problems;
      if (problem) setActionError({ kind: 'said', message: problem.message });
      else setNotice({ key: 'orders.reorder.done' });
      return !problem;
    });

  return {
    order,
    isLoading: result.isLoading,
    error: result.error ? ordersFailureOf(result.error) : undefined,
    retry: () => void result.mutate(),
    cancel,
    requestCancellation,
    requested,
    orderAgain,
    pending,
    actionError,
    notice,
  };
}
