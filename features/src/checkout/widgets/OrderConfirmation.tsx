import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@storefront/design-system';
import { usePaymentRefusalText } from '../../payments';
import { PaymentMethodSummary, PaymentStatus } from '../../payments/widgets';
import { useCheckoutWords } from '../hooks';
import type { PaymentOutcome } from '../placedOrder';
import * as styles from './CheckoutWidget.css';

export interface OrderConfirmationProps {
  orderNumber: string;
  /** Where a signed-in shopper sees the order; the site hosts it at /account/orders/:number. */
  orderHref?: string;
  continueHref?: string;
  /** What happened to the order's payment; unknown when the page is opened without it (a shared link). */
  payment?: PaymentOutcome | undefined;
  /**
   * Shown in place of the payment service's status line once the payment started; null when the page shows the
   * payment's status itself (the site's live order status).
   */
  paymentStatus?: ReactNode;
}

/**
 * Thanks the shopper with the order number and always says what happened to its payment: how it is paid (the
 * payment order result's icon and title) and its status followed while it is confirmed, not needed, or not started
 * (announced, as nothing was charged). The heading takes focus so screen readers
 * start here.
 */
export function OrderConfirmation({
  orderNumber,
  orderHref,
  continueHref = '/',
  payment,
  paymentStatus,
}: OrderConfirmationProps) {
  const words = useCheckoutWords();
  const refusal = usePaymentRefusalText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.confirmation} aria-labelledby="order-confirmation-heading">
      <h2 id="order-confirmation-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {words('checkout.confirmation.title')}
      </h2>
      <p>{words('checkout.confirmation.number', { number: orderNumber })}</p>
      <p className={styles.muted}>{words('checkout.confirmation.email')}</p>
      {payment?.state === 'started' ? <PaymentMethodSummary uuid={payment.uuid} /> : null}
      {payment?.state === 'started' ? (
        paymentStatus !== undefined ? (
          paymentStatus
        ) : (
          <PaymentStatus uuid={payment.uuid} />
        )
      ) : payment?.state === 'not-started' ? (
        <p role="alert" className={styles.alert}>
          {words('checkout.confirmation.paymentNotStarted')}
          {payment.reason && refusal(payment.reason) ? ` ${refusal(payment.reason)}` : null}
        </p>
      ) : (
        <p role="status">
          {words(payment ? 'checkout.confirmation.paymentNotNeeded' : 'checkout.confirmation.paymentUnknown')}
        </p>
      )}
      <p className={styles.actions}>
        {orderHref ? <Link href={orderHref}>{words('checkout.confirmation.orders')}</Link> : null}
        <Link href={continueHref}>{words('checkout.confirmation.continue')}</Link>
      </p>
    </section>
  );
}
