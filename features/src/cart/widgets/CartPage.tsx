import { useCart, useCartViewTracking } from '../hooks';
import { CartPanel } from './CartPanel';

export interface CartPageProps {
  /** Where the checkout button leads; the site hosts checkout at /checkout. */
  checkoutHref?: string;
}

/**
 * The cart as a page (/cart): the drawer's lines, gifts, promo code, totals and checkout, inline at every width. The
 * guest's cart id lives in the browser's storage, so the server renders the loading status and the browser fills it.
 * Opening the page is one cart view.
 */
export function CartPage({ checkoutHref = '/checkout' }: CartPageProps) {
  const { cart, error, retry } = useCart();
  useCartViewTracking(true, cart);
  return <CartPanel cart={cart} error={error} retry={retry} checkoutHref={checkoutHref} layout="page" />;
}
