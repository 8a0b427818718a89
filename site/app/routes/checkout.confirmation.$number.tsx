import { useLocation } from 'react-router';
import { OrderConfirmation, type PaymentOutcome } from '@storefront/features/checkout';
import { shellStyles } from '../shell';
import type { Route } from './+types/checkout.confirmation.$number';

export const meta: Route.MetaFunction = () => [
  { title: 'Thank you for your order · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/** The checkout hands over what happened to the order's payment in the history entry (see routes/checkout.tsx). */
function paymentOf(state: unknown): PaymentOutcome | undefined {
  if (!state || typeof state !== 'object' || !('payment' in state)) return undefined;
  const payment = state.payment as Partial<{ state: unknown; uuid: unknown }> | null | undefined;
  if (payment?.state === 'started')
    return typeof payment.uuid === 'string' ? { state: 'started', uuid: payment.uuid } : undefined;
  if (payment?.state === 'not-needed' || payment?.state === 'not-started') return { state: payment.state };
  return undefined;
}

export default function ConfirmationPage({ params }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className={shellStyles.page}>
      <OrderConfirmation
        orderNumber={params.number}
        orderHref={`/account/orders/${encodeURIComponent(params.number)}`}
        continueHref="/"
        payment={paymentOf(location.state)}
      />
    </div>
  );
}
