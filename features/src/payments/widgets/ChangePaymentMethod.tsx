import { useState } from 'react';
import { Button } from '@storefront/design-system';
import { failureWords, useTranslation } from '../../platform';
import { usePaymentMethods, usePaymentsWords, useUpdatePaymentMethod } from '../hooks';
import type { PaymentsMessageKey } from '../messages';
import { initialPaymentMethodOf } from '../types';
import { PaymentMethods } from './PaymentMethods';
import * as styles from './PaymentMethods.css';

export interface ChangePaymentMethodProps {
  /** The placed order's number (updatePaymentMethod's orderId). */
  orderNumber: string;
  /** The order's current method code. */
  current?: string;
  /** Called once the order has its new method, e.g. to reload the order. */
  onChanged?: (code: string) => void;
}

/**
 * Pay a placed, unpaid order another way: the payment service's methods, and updatePaymentMethod on the order.
 * A refusal is read out in words (the error data's code, e.g. an order already paid) and the choice stays.
 */
export function ChangePaymentMethod({ orderNumber, current, onChanged }: ChangePaymentMethodProps) {
  const words = usePaymentsWords();
  const { t } = useTranslation();
  const { methods } = usePaymentMethods();
  const { updatePaymentMethod, isUpdating, failure } = useUpdatePaymentMethod();
  const [picked, setPicked] = useState<string>();
  const [done, setDone] = useState<string>();
  const value = picked ?? initialPaymentMethodOf(methods, current);
  const method = methods.find((candidate) => candidate.code === value);
  return (
    <form
      className={styles.methods}
      aria-busy={isUpdating}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!method || isUpdating) return;
        setDone(undefined);
        const outcome = await updatePaymentMethod(orderNumber, method);
        if (!outcome.success) return;
        setDone(words('payments.change.done', { method: method.title }));
        onChanged?.(method.code);
      }}
    >
      <PaymentMethods
        available={methods}
        value={value}
        onValueChange={setPicked}
        legend={words('payments.change')}
        disabled={isUpdating}
      />
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure.kind === 'shop'
            ? words(failure.key as PaymentsMessageKey, failure.vars)
            : failureWords(t, failure)}
        </p>
      ) : null}
      <p role="status" className={done ? styles.notice : styles.muted}>
        {done}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={isUpdating} disabled={!method}>
          {words('payments.change.save')}
        </Button>
      </div>
    </form>
  );
}
