import { useTranslation } from '@storefront/features/platform';
import { OfflinePurchaseList } from '@storefront/features/offline-purchases/widgets';
import { OrderList } from '@storefront/features/orders/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.orders';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.page.orders') },
  { name: 'robots', content: 'noindex' },
];

export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.orders')}</h1>
      <OrderList orderHref={(number) => `/account/orders/${encodeURIComponent(number)}`} />
      {/* Purchases made in shops, next to the online orders. */}
      <OfflinePurchaseList />
    </div>
  );
}
