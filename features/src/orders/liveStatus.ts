import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useConfig } from '../platform';
import { readCustomerToken, useCommerceClient } from '../backends/commerce';
import { usePaymentService } from '../payments';
import type { LiveConnection, OrderStatusUpdate } from '../backends/live-updates';
import { getOrder } from './api';
import { ordersMessages, type OrdersMessageKey } from './messages';

/** While the socket cannot open, the page asks the order and payment calls again this often. */
export const STATUS_POLL_MS = 3000;

/** Order statuses that no longer change by themselves, so there is nothing left to follow. */
const SETTLED_ORDER = new Set(['processing', 'complete', 'canceled', 'closed']);

export interface LiveOrderStatus {
  /** The commerce status value, once known (live or polled). */
  order?: string | undefined;
  /** The payment service's status, once known; only when the page names the payment. */
  payment?: string | undefined;
  /** How the statuses arrive: over the socket, or by polling while it cannot open or was refused. */
  via: 'socket' | 'polling' | 'waiting';
  /** The last change, in words, for the polite live region (empty until something changed). */
  change?: { kind: 'order' | 'payment'; status: string } | undefined;
}

/**
 * Follows an order's status (and its payment's, when the page knows the payment) as it changes: over the live-updates
 * socket, with the order and payment calls polled every STATUS_POLL_MS while the socket cannot open. The socket client
 * is loaded only here, after hydration, so pages without live statuses carry none of it; the first render, on the
 * server and in the browser, knows nothing yet.
 */
export function useLiveOrderStatus(orderNumber: string, paymentUuid?: string): LiveOrderStatus {
  const config = useConfig();
  const commerce = useCommerceClient();
  const payments = usePaymentService();
  const { mutate } = useSWRConfig();
  const [live, setLive] = useState<OrderStatusUpdate>();
  const [connection, setConnection] = useState<LiveConnection | 'ended'>('connecting');
  const [ending, setEnding] = useState<'complete' | 'refused' | 'gave-up'>();

  const orderKey = ['orders:detail', commerce.storeCode, orderNumber] as const;
  const onUpdate = useCallback(
    (update: OrderStatusUpdate) => {
      setLive(update);
      // The order page's own view of the order (useOrder) follows the new status too.
      void mutate(orderKey);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts are the dependencies
    [mutate, commerce.storeCode, orderNumber],
  );

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../backends/live-updates').then(
      ({ followOrderStatus, liveUpdatesSocketUrl, sharedLiveUpdatesClient }) => {
        if (cancelled) return;
        const client = sharedLiveUpdatesClient({
          url: liveUpdatesSocketUrl(config.backends.liveUpdates, window.location.href),
          customerToken: readCustomerToken,
        });
        stop = followOrderStatus(
          client,
          { number: orderNumber, payment: paymentUuid },
          {
            onUpdate,
            onConnection: setConnection,
            onEnd: (reason) => {
              setEnding(reason);
              setConnection('ended');
            },
          },
        );
      },
      // The client's code could not load (offline, a new release): the statuses are polled.
      () => setEnding('gave-up'),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [config.backends.liveUpdates, orderNumber, paymentUuid, onUpdate]);

  const polling = connection === 'unavailable' || ending === 'refused' || ending === 'gave-up';
  const signedIn = typeof window !== 'undefined' && readCustomerToken() !== undefined;
  const polledOrder = useSWR(polling && signedIn ? orderKey : null, () => getOrder(commerce, orderNumber), {
    refreshInterval: (latest) => (latest && SETTLED_ORDER.has(latest.status ?? '') ? 0 : STATUS_POLL_MS),
  });
  const polledPayment = useSWR(
    polling && paymentUuid ? ['payments:payment', paymentUuid] : null,
    () => payments.getPayment(paymentUuid ?? ''),
    { refreshInterval: (latest) => (latest?.status === 'pending' ? STATUS_POLL_MS : 0) },
  );

  // While polling, the polled answers are newer than the last live one; live again, the socket's are.
  const order = polling
    ? (polledOrder.data?.status ?? live?.status)
    : (live?.status ?? polledOrder.data?.status);
  const payment = polling
    ? (polledPayment.data?.status ?? live?.payment?.status)
    : (live?.payment?.status ?? polledPayment.data?.status);

  const change = useChange(order, payment);
  return {
    order: order ?? undefined,
    payment,
    via: order === undefined && payment === undefined ? 'waiting' : polling ? 'polling' : 'socket',
    change,
  };
}

/** The latest change after the first known statuses: the first state is shown, never announced as news. */
function useChange(order: string | null | undefined, payment: string | undefined) {
  const seen = useRef<{ order?: string | null | undefined; payment?: string | undefined }>({});
  const [change, setChange] = useState<LiveOrderStatus['change']>();
  useEffect(() => {
    const before = seen.current;
    if (payment !== undefined && before.payment !== undefined && payment !== before.payment)
      setChange({ kind: 'payment', status: payment });
    if (order && before.order && order !== before.order) setChange({ kind: 'order', status: order });
    seen.current = { order: order ?? before.order, payment: payment ?? before.payment };
  }, [order, payment]);
  return change;
}

/** The words for a status value, or undefined for a value the shop has no words for (shown as it is). */
export function liveStatusKey(kind: 'order' | 'payment', status: string): OrdersMessageKey | undefined {
  const key = `orders.live.${kind}.${status}`;
  return Object.hasOwn(ordersMessages, key) ? (key as OrdersMessageKey) : undefined;
}
