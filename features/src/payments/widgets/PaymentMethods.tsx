import { Badge, Button, RadioGroup } from '@storefront/design-system';
import { usePaymentOptions, usePaymentsWords } from '../hooks';
import * as styles from './PaymentMethods.css';

export interface PaymentMethodsProps {
  /** The commerce backend's available_payment_methods for the cart or order, in its order. */
  available: ReadonlyArray<{ code: string; title: string }>;
  /** The chosen method's code; the host preselects jtipayment (initialPaymentMethodOf). */
  value: string | undefined;
  onValueChange: (code: string) => void;
  /** Why the choice cannot go on, read out with the group. */
  error?: string;
  legend?: string;
  disabled?: boolean;
}

/**
 * The ways to pay: the backend's methods with the payment service's descriptions, jtipayment marked as
 * recommended, and, for the chosen method, whether its payment client is ready (test mode is said out loud).
 * Arrow keys move between methods. Setting the method (on the cart or on an order) is the host's call.
 */
export function PaymentMethods({
  available,
  value,
  onValueChange,
  error,
  legend,
  disabled,
}: PaymentMethodsProps) {
  const words = usePaymentsWords();
  const { options, client, clientFailed, retry } = usePaymentOptions(available, value);
  const chosen = options.find((option) => option.code === value);
  if (options.length === 0) return <p role="alert">{words('payments.none')}</p>;
  return (
    <div className={styles.methods}>
      <RadioGroup
        legend={legend ?? words('payments.legend')}
        value={value ?? ''}
        onValueChange={onValueChange}
        disabled={disabled}
        error={error}
        options={options.map((option) => ({
          value: option.code,
          label: (
            <span className={styles.option}>
              <span className={styles.title}>
                {option.title}
                {/* Spaces keep the radio's accessible name in words: "Card or wallet Recommended Visa, …". */}
                {option.isDefault ? (
                  <>
                    {' '}
                    <Badge tone="accent">{words('payments.default')}</Badge>
                  </>
                ) : null}
              </span>
              {option.description ? (
                <>
                  {' '}
                  <span className={styles.muted}>{option.description}</span>
                </>
              ) : null}
            </span>
          ),
        }))}
      />
      {chosen && clientFailed ? (
        <div role="alert" className={styles.alert}>
          <p>{words('payments.client.error', { method: chosen.title })}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {words('payments.retry')}
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.muted}>
        {chosen && client && client.environment !== 'live'
          ? words('payments.test', { method: chosen.title })
          : null}
      </p>
    </div>
  );
}
