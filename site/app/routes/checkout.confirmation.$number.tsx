import { useLocation } from 'react-router';
import { OrderConfirmation } from '@storefront/features/checkout';
import { shellStyles } from '../shell';
import type { Route } from './+types/checkout.confirmation.$number';

export const meta: Route.MetaFunction = () => [
  { title: 'Thank you for your order · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/** The checkout hands over the order's payment in the history entry (see routes/checkout.tsx). */
function paymentOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('paymentUuid' in state)) return undefined;
  return typeof state.paymentUuid === 'string' ? state.paymentUuid : undefined;
}

export default function ConfirmationPage({ params }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className={shellStyles.page}>
      <OrderConfirmation
        orderNumber={params.number}
        orderHref={`/account/orders/${encodeURIComponent(params.number)}`}
        continueHref="/"
        paymentUuid={paymentOf(location.state)}
      />
    </div>
  );
}
