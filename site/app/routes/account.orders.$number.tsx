import { useNavigate } from 'react-router';
import { OrderDetail } from '@storefront/features/orders/widgets';
import { privatePageMeta, shellStyles } from '../shell';
import { useTranslation } from '@storefront/features/platform';
import type { Route } from './+types/account.orders.$number';

export const meta: Route.MetaFunction = ({ params, matches }) =>
  privatePageMeta(matches, 'shell.page.order', { number: params.number });

export default function OrderPage({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.order', { number: params.number })}</h1>
      <OrderDetail orderNumber={params.number} onReordered={() => navigate('/cart')} />
    </div>
  );
}
