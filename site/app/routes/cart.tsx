import { CartWidget } from '@storefront/features/cart';
import { shellStyles } from '../shell';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [{ title: 'Your cart · Storefront' }, { name: 'robots', content: 'noindex' }];

export default function CartPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your cart</h1>
      <CartWidget defaultOpen checkoutHref="/checkout" />
    </div>
  );
}
