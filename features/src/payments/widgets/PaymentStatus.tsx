import { safeUrl, useFormat } from '../../platform';
import { isFailedPayment, paymentStatusText, usePaymentStatus, usePaymentsWords } from '../hooks';
import { ChangePaymentMethod } from './ChangePaymentMethod';
import * as styles from './PaymentMethods.css';

export interface PaymentStatusProps {
  /** The payment opened for the order (its payment order result's uuid); without one there is nothing to say. */
  uuid?: string | undefined;
}

/**
 * The state of an order's payment, from the payment order result: read again every 2 s while it is pending. A
 * declined or failed payment is announced and offers another way to pay for the same order (updatePaymentMethod).
 * The live region is there from the server render on, so its words are announced when they arrive.
 */
export function PaymentStatus({ uuid }: PaymentStatusProps) {
  const words = usePaymentsWords();
  const format = useFormat();
  const { payment, error } = usePaymentStatus(uuid);
  const failed = payment ? isFailedPayment(payment) : false;
  return (
    <>
      {error ? (
        <p role="alert" className={styles.alert}>
          {words('payments.status.error')}
        </p>
      ) : null}
      {payment && failed ? (
        <div role="alert" className={styles.alert} data-payment-status={payment.status}>
          <p>{paymentStatusText(payment, words, format)}</p>
        </div>
      ) : null}
      <p role="status" className={styles.muted} data-payment-status={failed ? undefined : payment?.status}>
        {payment && !failed ? paymentStatusText(payment, words, format) : null}
      </p>
      {payment && failed ? (
        <ChangePaymentMethod orderNumber={payment.order_id} current={payment.payment_method} />
      ) : null}
    </>
  );
}

export interface PaymentMethodSummaryProps {
  /** The payment opened for the order; nothing is shown until its payment order result is read. */
  uuid: string;
}

/**
 * How the order is paid, as the payment order result names it: the method's icon beside its title. The icon is
 * decorative (the title says the same, so alt is empty) and drawn only from a path of the shop or an https address,
 * since the address comes from a backend. The payment is read once; its status is followed elsewhere.
 */
export function PaymentMethodSummary({ uuid }: PaymentMethodSummaryProps) {
  const words = usePaymentsWords();
  const { payment } = usePaymentStatus(uuid, { follow: false });
  if (!payment) return null;
  const icon = safeUrl(payment.icon, 'secureMedia');
  return (
    <p className={styles.summary}>
      <span>{words('payments.summary.method')}</span>
      <span className={styles.title}>
        {icon ? <img src={icon} alt="" width={40} height={32} className={styles.icon} /> : null}
        {payment.title}
      </span>
    </p>
  );
}
