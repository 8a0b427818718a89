import { useFormat } from '../../platform';
import { paymentStatusText, usePaymentStatus, usePaymentsWords } from '../hooks';
import * as styles from './PaymentMethods.css';

export interface PaymentStatusProps {
  /** The payment opened for the order (PUT /order answers with it); without one there is nothing to say. */
  uuid?: string | undefined;
}

/**
 * The state of an order's payment, read from the payment service and read again every 2 s while it is pending.
 * The live region is there from the server render on, so its words are announced when they arrive.
 */
export function PaymentStatus({ uuid }: PaymentStatusProps) {
  const words = usePaymentsWords();
  const format = useFormat();
  const { payment, error } = usePaymentStatus(uuid);
  return (
    <>
      {error ? (
        <p role="alert" className={styles.alert}>
          {words('payments.status.error')}
        </p>
      ) : null}
      <p role="status" className={styles.muted}>
        {payment ? paymentStatusText(payment, words, format) : null}
      </p>
    </>
  );
}
