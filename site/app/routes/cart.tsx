import { CartPage as CartView } from '@storefront/features/cart';
import { shellStyles } from '../shell';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [
  { title: 'Your cart · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/** The cart inline at every width; the drawer belongs to the Cart block that marketers place on their pages. */
export default function CartPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your cart</h1>
      <CartView checkoutHref="/checkout" />
    </div>
  );
}
