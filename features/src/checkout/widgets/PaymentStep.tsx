import { useController } from 'react-hook-form';
import { PaymentMethods } from '../../payments';
import type { StepProps } from './stepProps';

/** Payment: the payments domain's method list, bound to the checkout form so the choice survives a reload. */
export function PaymentStep({ form, talon, words }: StepProps) {
  const { field } = useController({ control: form.control, name: 'paymentMethod' });
  return (
    <PaymentMethods
      available={talon.checkout?.paymentMethods ?? []}
      value={field.value || undefined}
      onValueChange={field.onChange}
      legend={words('checkout.payment.legend')}
    />
  );
}
