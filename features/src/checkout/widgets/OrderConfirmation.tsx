import { useEffect, useRef } from 'react';
import { Link } from '@storefront/design-system';
import { PaymentStatus } from '../../payments';
import { useCheckoutWords } from '../hooks';
import * as styles from './CheckoutWidget.css';

export interface OrderConfirmationProps {
  orderNumber: string;
  /** Where a signed-in shopper sees the order; the site hosts it at /account/orders/:number. */
  orderHref?: string;
  continueHref?: string;
  /** The payment opened for the order, whose state the page follows. */
  paymentUuid?: string | undefined;
}

/** Thanks the shopper with the order number and follows its payment; the heading takes focus so screen readers start here. */
export function OrderConfirmation({
  orderNumber,
  orderHref,
  continueHref = '/',
  paymentUuid,
}: OrderConfirmationProps) {
  const words = useCheckoutWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.confirmation} aria-labelledby="order-confirmation-heading">
      <h2 id="order-confirmation-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {words('checkout.confirmation.title')}
      </h2>
      <p>{words('checkout.confirmation.number', { number: orderNumber })}</p>
      <p className={styles.muted}>{words('checkout.confirmation.email')}</p>
      <PaymentStatus uuid={paymentUuid} />
      <p className={styles.actions}>
        {orderHref ? <Link href={orderHref}>{words('checkout.confirmation.orders')}</Link> : null}
        <Link href={continueHref}>{words('checkout.confirmation.continue')}</Link>
      </p>
    </section>
  );
}
