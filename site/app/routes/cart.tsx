import { useTranslation } from '@storefront/features/platform';
import { CartPage as CartView } from '@storefront/features/cart/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.page.cart') },
  { name: 'robots', content: 'noindex' },
];

/** The cart inline at every width; the drawer belongs to the Cart block that marketers place on their pages. */
export default function CartPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.cart')}</h1>
      <CartView checkoutHref="/checkout" />
    </div>
  );
}
