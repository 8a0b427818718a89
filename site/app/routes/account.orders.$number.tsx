import { useNavigate } from 'react-router';
import { OrderDetail } from '@storefront/features/orders';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.orders.$number';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order ${params.number} · Storefront` },
  { name: 'robots', content: 'noindex' },
];

export default function OrderPage({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>Order {params.number}</h1>
      <OrderDetail orderNumber={params.number} onReordered={() => navigate('/cart')} />
    </div>
  );
}
