import { useOrdersWords } from '../hooks';
import { liveStatusKey, useLiveOrderStatus, type LiveOrderStatus as LiveState } from '../liveStatus';
import * as styles from './Orders.css';

export interface LiveOrderStatusProps {
  orderNumber: string;
  /** The payment opened for the order (the checkout hands it over); without it only the order's status is shown. */
  paymentUuid?: string | undefined;
}

/**
 * Where the order (and its payment) stands, following each change as it happens: pending, paid, processing. See
 * LiveOrderStatusView for what is shown.
 */
export function LiveOrderStatus({ orderNumber, paymentUuid }: LiveOrderStatusProps) {
  const state = useLiveOrderStatus(orderNumber, paymentUuid);
  return <LiveOrderStatusView {...state} showsPayment={paymentUuid !== undefined} />;
}

export interface LiveOrderStatusViewProps extends LiveState {
  /** Whether the page knows the order's payment, so has its status to show. */
  showsPayment: boolean;
}

/**
 * The statuses in the shop's words. Changes are announced politely; the first statuses are shown, not announced.
 * `data-live` says how they arrive (socket or polling), for the shop's own tests and support staff.
 */
export function LiveOrderStatusView({ order, payment, via, change, showsPayment }: LiveOrderStatusViewProps) {
  const words = useOrdersWords();
  const text = (kind: 'order' | 'payment', status: string | undefined) => {
    if (status === undefined)
      return words(via === 'waiting' ? 'orders.live.checking' : 'orders.live.unknown');
    const key = liveStatusKey(kind, status);
    return key ? words(key) : words('orders.live.other', { status });
  };
  return (
    <section className={styles.card} aria-labelledby="live-order-status-heading" data-live={via}>
      <h3 id="live-order-status-heading" className={styles.subheading}>
        {words('orders.live.title')}
      </h3>
      <dl className={styles.facts}>
        {showsPayment ? (
          <>
            <dt>{words('orders.live.payment')}</dt>
            <dd>{text('payment', payment)}</dd>
          </>
        ) : null}
        <dt>{words('orders.live.order')}</dt>
        <dd>{text('order', order)}</dd>
      </dl>
      <p role="status" aria-live="polite" className={styles.muted}>
        {change
          ? words(change.kind === 'order' ? 'orders.live.changed.order' : 'orders.live.changed.payment', {
              status: text(change.kind, change.status),
            })
          : null}
      </p>
    </section>
  );
}
