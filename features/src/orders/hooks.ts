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
  failureWords,
  shopFailure,
  type Translator,
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

type Words = ReturnType<typeof useOrdersWords>;

export function ordersFailureText(error: unknown, words: Words, t: Translator['t']): string {
  if (error instanceof Error && error.message === 'ORDER_NOT_FOUND')
    return words('orders.error.ORDER_NOT_FOUND');
  // Spec section 5's 'uuid is not defined': the shopper's session lacks its id, so signing in again is the way on.
  if (error instanceof Error && error.message === UUID_NOT_DEFINED) return words('orders.error.signIn');
  if (isProductError(error) && error.errorCode === 'CANCELLATION_ALREADY_REQUESTED')
    return words('orders.cancelRequest.already');
  if (isCommerceError(error)) return error.userMessage;
  return failureWords(t, failureOf(error, shopFailure('orders.error.generic')));
}

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
  const words = useOrdersWords();
  const { t } = useTranslation();
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
    error: result.error ? ordersFailureText(result.error, words, t) : undefined,
    retry: () => void result.mutate(),
  };
}

/** One order with the cancel and re-order actions its page offers. */
export function useOrder(orderNumber: string) {
  const client = useCommerceClient();
  const words = useOrdersWords();
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const refreshCart = useRefreshCart();
  const statuses = useOrderStatuses();
  const key = ['orders:detail', client.storeCode, orderNumber] as const;
  const result = useSWR(key, () => getOrder(client, orderNumber));
  const order: OrderView | undefined = result.data ? toOrderView(result.data, statuses.data) : undefined;
  const config = useConfig();
  const user = useStoredUser();
  const [pending, setPending] = useState<'cancel' | 'request' | 'reorder'>();
  /** The reference of the cancellation request sent from this page, once the account service took it. */
  const [requested, setRequested] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const cancel = useCallback(
    async (reason?: string) => {
      if (!order) return false;
      setPending('cancel');
      setActionError(undefined);
      setNotice(undefined);
      try {
        const outcome = await cancelOrder(client, {
          orderNumber: order.number,
          uuid: order.uuid,
          ...(reason ? { reason } : {}),
        });
        if (!outcome.success) {
          setActionError(outcome.message ?? words('orders.cancel.refused'));
          return false;
        }
        setNotice(words('orders.cancel.done'));
        await result.mutate();
        void mutate((cacheKey) => Array.isArray(cacheKey) && cacheKey[0] === 'orders:list');
        return true;
      } catch (error) {
        setActionError(ordersFailureText(error, words, t));
        return false;
      } finally {
        setPending(undefined);
      }
    },
    [client, order, result, mutate, words, t],
  );

  /** Asks the account service to cancel a paid order; its answer is said as a notice, or an alert when refused. */
  const requestCancellation = useCallback(async () => {
    if (!order) return false;
    setPending('request');
    setActionError(undefined);
    setNotice(undefined);
    try {
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
        setActionError(words('orders.cancel.refused'));
        return false;
      }
      setRequested(outcome.requestId);
      setNotice(words('orders.cancelRequest.done', { reference: outcome.requestId }));
      // The order now says the cancellation was requested (its status), on this page and after a reload.
      await result.mutate();
      void mutate((cacheKey) => Array.isArray(cacheKey) && cacheKey[0] === 'orders:list');
      return true;
    } catch (error) {
      setActionError(ordersFailureText(error, words, t));
      return false;
    } finally {
      setPending(undefined);
    }
  }, [config, order, user, words, t, result, mutate]);

  const orderAgain = useCallback(async () => {
    if (!order) return false;
    setPending('reorder');
    setActionError(undefined);
    setNotice(undefined);
    try {
      const outcome = await reorder(client, order.number);
      track('tracking:commerce:re_order', {
        currency: order.totals.grandTotal.currency,
        items: trackedItemsOf(order),
        order_number: order.number,
      });
      refreshCart();
      const [problem] = outcome.problems;
      if (problem) setActionError(problem.message);
      else setNotice(words('orders.reorder.done'));
      return !problem;
    } catch (error) {
      setActionError(ordersFailureText(error, words, t));
      return false;
    } finally {
      setPending(undefined);
    }
  }, [client, order, refreshCart, words, t]);

  return {
    order,
    isLoading: result.isLoading,
    error: result.error ? ordersFailureText(result.error, words, t) : undefined,
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
