import { useController } from 'react-hook-form';
import { PaymentMethods } from '../../payments/widgets';
import type { StepProps } from './stepProps';

/**
 * Payment: the payments domain's method list and, for a tokenizable method, the kept cards and "save this card";
 * bound to the checkout form so the choice survives a reload.
 */
export function PaymentStep({ form, talon, words }: StepProps) {
  const { field } = useController({ control: form.control, name: 'paymentMethod' });
  const card = useController({ control: form.control, name: 'paymentCard' });
  return (
    <PaymentMethods
      available={talon.checkout?.paymentMethods ?? []}
      value={field.value || undefined}
      onValueChange={field.onChange}
      card={card.field.value}
      onCardChange={card.field.onChange}
      legend={words('checkout.payment.legend')}
    />
  );
}
