import { useNavigate } from 'react-router';
import { orderFiltersFrom, orderFiltersQuery } from '@storefront/features/orders';
import { useTranslation } from '@storefront/features/platform';
import { OfflinePurchaseList } from '@storefront/features/offline-purchases/widgets';
import { OrderList } from '@storefront/features/orders/widgets';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/account.orders';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.orders');

/** The list's search and status from the URL (`?q=…&status=…`), so the search form and status links work without JavaScript. */
export function loader({ url }: Route.LoaderArgs) {
  return { filters: orderFiltersFrom(url.searchParams) };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.orders')}</h1>
      <OrderList
        orderHref={(number) => `/account/orders/${encodeURIComponent(number)}`}
        filters={loaderData.filters}
        listPath="/account/orders"
        onFilter={(filters) => void navigate(`/account/orders${orderFiltersQuery(filters)}`)}
      />
      {/* Purchases made in shops, next to the online orders. */}
      <OfflinePurchaseList />
    </div>
  );
}
