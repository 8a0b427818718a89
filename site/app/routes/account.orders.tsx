import { OrderList } from '@storefront/features/orders';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.orders';

export const meta: Route.MetaFunction = () => [
  { title: 'Your orders · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function OrdersPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your orders</h1>
      <OrderList orderHref={(number) => `/account/orders/${encodeURIComponent(number)}`} />
    </div>
  );
}
