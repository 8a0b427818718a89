import { useState } from 'react';
import { Button, Dialog, DialogClose, Icon, Link, VisuallyHidden } from '@storefront/design-system';
import { useOrderPoints } from '../../loyalty';
import { InvoiceButton } from '../../invoices/widgets';
import { ChangePaymentMethod } from '../../payments/widgets';
import { failureWords, useFormat, useTranslation } from '../../platform';
import { useOrder, useOrdersWords } from '../hooks';
import { liveStatusKey, useLiveOrderStatus } from '../liveStatus';
import { orderProgressSteps, type OrderProgressStep } from '../progress';
import { cancellationPathOf, type OrderAddressView } from '../types';
import * as styles from './Orders.css';

export interface OrderDetailProps {
  orderNumber: string;
  /** Called after the items went back into the cart, e.g. to open the cart. */
  onReordered?: () => void;
}

/**
 * One order in full, with order again, another way to pay while the payment is awaited, and, for a status the status
 * list marks cancelable, cancellation after a confirmation dialog: at once while unpaid, else as a request to the
 * account service (cancellationPathOf).
 */
export function OrderDetail({ orderNumber, onReordered }: OrderDetailProps) {
  const words = useOrdersWords();
  const { t } = useTranslation();
  const { money: formatMoney, date: formatDate } = useFormat();
  const {
    order,
    isLoading,
    error,
    retry,
    cancel,
    requestCancellation,
    requested,
    orderAgain,
    pending,
    actionError,
    notice,
  } = useOrder(orderNumber);
  const [confirming, setConfirming] = useState(false);
  // Follows the status live (the order above is read again at each change) and announces each change politely.
  const { change, via } = useLiveOrderStatus(orderNumber);
  const changeKey = change ? liveStatusKey(change.kind, change.status) : undefined;
  if (error) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{failureWords(t, error)}</p>
        <Button onClick={retry}>{words('orders.retry')}</Button>
      </div>
    );
  }
  if (isLoading || !order) return <p role="status">{words('orders.loading')}</p>;
  // A request already sent from this page is not offered again; its reference is in the notice.
  const cancellation = requested ? undefined : cancellationPathOf(order);
  return (
    <article className={styles.section} aria-label={words('orders.number', { number: order.number })}>
      {/* The page's own heading names the order; this one says when it was placed, which nothing else does. */}
      <h2 className={styles.heading}>{words('orders.placedOn', { date: formatDate(order.date) })}</h2>
      <dl className={styles.facts} data-live={via}>
        <dt>{words('orders.status')}</dt>
        <dd>
          {order.statusLabel}
          {order.statusReason ? ` (${order.statusReason})` : ''}
        </dd>
        <dt>{words('orders.shipping')}</dt>
        <dd>{order.shippingMethod}</dd>
        <dt>{words('orders.payment')}</dt>
        <dd>{order.payments.join(', ')}</dd>
      </dl>
      {order.progress ? <OrderProgress current={order.progress} /> : null}
      {/* The status above shows the change; this says it to screen readers, taking no room on the page. */}
      <VisuallyHidden role="status" aria-live="polite">
        {change
          ? words('orders.live.changed.order', {
              status: changeKey ? words(changeKey) : words('orders.live.other', { status: change.status }),
            })
          : null}
      </VisuallyHidden>
      {actionError ? (
        <p role="alert" className={styles.alert}>
          {failureWords(t, actionError)}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice.key === 'orders.cancelRequest.done'
            ? words(notice.key, { reference: notice.reference })
            : words(notice.key)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {cancellation ? (
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            closeLabel={words('orders.cancel.keep')}
            trigger={
              <Button variant="secondary">
                {words(cancellation === 'cancel' ? 'orders.cancel' : 'orders.cancelRequest')}
              </Button>
            }
            title={
              cancellation === 'cancel'
                ? words('orders.cancel.question')
                : words('orders.cancelRequest.question', { number: order.number })
            }
            description={words(
              cancellation === 'cancel' ? 'orders.cancel.explain' : 'orders.cancelRequest.explain',
            )}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="secondary">{words('orders.cancel.keep')}</Button>
                </DialogClose>
                <Button
                  loading={pending === 'cancel' || pending === 'request'}
                  onClick={async () => {
                    await (cancellation === 'cancel' ? cancel() : requestCancellation());
                    // The outcome, done or refused, is said on the page under the heading.
                    setConfirming(false);
                  }}
                >
                  {cancellation === 'cancel'
                    ? words('orders.cancel.confirm', { number: order.number })
                    : words('orders.cancelRequest.confirm')}
                </Button>
              </>
            }
          />
        ) : null}
        <Button
          loading={pending === 'reorder'}
          onClick={async () => {
            if (await orderAgain()) onReordered?.();
          }}
        >
          {words('orders.reorder')}
        </Button>
      </div>
      {order.awaitingPayment ? (
        <ChangePaymentMethod
          orderNumber={order.number}
          {...(order.paymentCode ? { current: order.paymentCode } : {})}
          onChanged={retry}
        />
      ) : null}
      <section aria-labelledby="order-items">
        <h3 id="order-items">{words('orders.items')}</h3>
        <ul className={styles.list}>
          {order.items.map((item) => (
            <li key={item.sku} className={styles.itemLine}>
              {item.picture ? (
                <img className={styles.picture} src={item.picture} alt="" width={56} height={56} />
              ) : null}
              <span>
                {item.quantity} × {item.name} · {formatMoney(item.price)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <AddressBlock
        id="order-shipping-address"
        title={words('orders.shippingAddress')}
        address={order.shippingAddress}
      />
      <AddressBlock
        id="order-billing-address"
        title={words('orders.billingAddress')}
        address={order.billingAddress}
      />
      {order.tracking.length ? (
        <section aria-labelledby="order-tracking">
          <h3 id="order-tracking">{words('orders.tracking')}</h3>
          <ul className={styles.list}>
            {order.tracking.map((tracking) => (
              <li key={tracking.number}>
                {tracking.title}:{' '}
                {/* A carrier the shop knows links to its tracking page; any other shows the number alone. */}
                {tracking.url ? <Link href={tracking.url}>{tracking.number}</Link> : tracking.number}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="order-totals">
        <h3 id="order-totals">{words('orders.totals')}</h3>
        <dl className={styles.facts}>
          <dt>{words('orders.subtotal')}</dt>
          <dd>{formatMoney(order.totals.subtotal)}</dd>
          {order.totals.discounts.map((discount) => (
            <div key={discount.label} style={{ display: 'contents' }}>
              <dt>{discount.label}</dt>
              <dd>−{formatMoney(discount.amount)}</dd>
            </div>
          ))}
          <dt>{words('orders.shippingCost')}</dt>
          <dd>{formatMoney(order.totals.shipping)}</dd>
          <dt>{words('orders.tax')}</dt>
          <dd>{formatMoney(order.totals.tax)}</dd>
          <dt>{words('orders.total')}</dt>
          <dd>
            <strong>{formatMoney(order.totals.grandTotal)}</strong>
          </dd>
        </dl>
      </section>
      {order.invoices.length ? (
        <section aria-labelledby="order-invoices">
          <h3 id="order-invoices">{words('orders.invoices')}</h3>
          <ul className={styles.list}>
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                {words('orders.invoice', { number: invoice.number })} · {formatMoney(invoice.total)}
              </li>
            ))}
          </ul>
          <InvoiceButton orderNumber={order.number} />
        </section>
      ) : null}
      <OrderPoints orderNumber={order.number} />
      {order.loyalty ? (
        <p className={styles.muted}>
          {words('orders.loyalty', { earned: order.loyalty.pointsEarned, spent: order.loyalty.pointsSpent })}
        </p>
      ) : null}
      {order.attributes.length ? (
        <section aria-labelledby="order-attributes">
          <h3 id="order-attributes">{words('orders.attributes')}</h3>
          <dl className={styles.facts}>
            {order.attributes.map((attribute) => (
              <div key={attribute.code} style={{ display: 'contents' }}>
                <dt>{attribute.label}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </article>
  );
}

/**
 * Placed → paid → shipped → delivered as an ordered list: each step says in words whether it is done or current (the
 * current one also with aria-current="step"), and its mark (a tick, a filled dot, an empty ring) says it again.
 */
function OrderProgress({ current }: { current: OrderProgressStep }) {
  const words = useOrdersWords();
  const reached = orderProgressSteps.indexOf(current);
  return (
    <section aria-labelledby="order-progress">
      <h3 id="order-progress">{words('orders.progress')}</h3>
      <ol className={styles.progress}>
        {orderProgressSteps.map((step, index) => {
          const state = index < reached ? 'done' : index === reached ? 'current' : 'to-come';
          return (
            <li
              key={step}
              className={styles.progressStep}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.progressMark} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size="sm" /> : index + 1}
              </span>
              <span>
                {words(`orders.progress.${step}`)}
                {state === 'done' ? <VisuallyHidden> {words('orders.progress.done')}</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function AddressBlock({
  id,
  title,
  address,
}: {
  id: string;
  title: string;
  address: OrderAddressView | undefined;
}) {
  if (!address) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <address>
        {[address.name, ...address.lines, address.telephone ?? ''].filter(Boolean).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}

/** The points the loyalty programme credited for this order; nothing while loading, at zero or unreachable. */
function OrderPoints({ orderNumber }: { orderNumber: string }) {
  const words = useOrdersWords();
  const points = useOrderPoints(orderNumber);
  return points > 0 ? <p className={styles.points}>{words('orders.loyaltyEarned', { points })}</p> : null;
}
