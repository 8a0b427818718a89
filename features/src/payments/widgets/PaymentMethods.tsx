import { Badge, Button, Checkbox, RadioGroup } from '@storefront/design-system';
import { usePaymentOptions, usePaymentsWords } from '../hooks';
import { NEW_CARD, savedCardOffer, type CardChoice } from '../types';
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
  /**
   * Which card pays for a tokenizable method: a kept one, or a new one the shopper may save. Given by hosts that
   * open the payment (the checkout); without it no card choice is shown.
   */
  card?: CardChoice;
  onCardChange?: (card: CardChoice) => void;
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
  card,
  onCardChange,
}: PaymentMethodsProps) {
  const words = usePaymentsWords();
  const { options, client, clientFailed, retry, backend, signedIn } = usePaymentOptions(available, value);
  const chosen = options.find((option) => option.code === value);
  const offer = chosen && card && onCardChange ? savedCardOffer(chosen, backend, signedIn) : undefined;
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
      {offer && card && onCardChange ? (
        <div className={styles.cards}>
          {offer.cards.length ? (
            <RadioGroup
              legend={words('payments.card.legend')}
              value={card.savedCardId || NEW_CARD}
              onValueChange={(savedCardId) =>
                onCardChange({ savedCardId: savedCardId === NEW_CARD ? '' : savedCardId, save: false })
              }
              disabled={disabled}
              options={[
                ...offer.cards.map((saved) => ({
                  value: saved.id,
                  disabled: saved.expired,
                  label: words(saved.expired ? 'payments.card.expired' : 'payments.card.saved', {
                    brand: saved.brand,
                    last4: saved.last4,
                    expiry: `${String(saved.expiry_month).padStart(2, '0')}/${saved.expiry_year}`,
                  }),
                })),
                { value: NEW_CARD, label: words('payments.card.new') },
              ]}
            />
          ) : null}
          {!card.savedCardId ? (
            <Checkbox
              label={words('payments.card.save')}
              hint={words('payments.card.save.hint')}
              checked={card.save}
              disabled={disabled}
              onCheckedChange={(checked) => onCardChange({ savedCardId: '', save: checked === true })}
            />
          ) : null}
        </div>
      ) : null}
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
