import { useNavigate } from 'react-router';
import { CheckoutWidget } from '@storefront/features/checkout';
import { shellStyles } from '../shell';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [
  { title: 'Checkout · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutPage() {
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>Checkout</h1>
      <CheckoutWidget
        // The payment goes in the history entry, not the address: a reload keeps it, a shared link does not carry it.
        onPlaced={(number, payment) =>
          navigate(`/checkout/confirmation/${encodeURIComponent(number)}`, { state: { payment } })
        }
      />
    </div>
  );
}
