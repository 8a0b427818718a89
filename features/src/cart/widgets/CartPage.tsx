import type { ShopperFailure } from '../../platform';
import { useCart, useCartViewTracking } from '../hooks';
import type { PostedCart, RenderedCart } from '../types';
import { CartPanel } from './CartPanel';

export interface CartPageProps {
  /** Where the checkout button leads; the site hosts checkout at /checkout. */
  checkoutHref?: string;
  /** The cart the server rendered the page with: a guest's, read by the id in their cookie. */
  rendered?: RenderedCart;
  /** What the page's action answered a cart form sent before the page hydrated. */
  posted?: PostedCart;
  /** What the shopper should know about the cart that has just moved into their account at sign-in. */
  notices?: readonly ShopperFailure[];
}

/**
 * The cart as a page (/cart): the drawer's lines, gifts, promo code, totals and checkout, inline at every width. The
 * server renders a guest's cart with the page and takes its forms (quantities, remove, promo codes) before any script
 * runs; a signed-in shopper's cart is read by the browser, which keeps their customer token. Opening the page is one
 * cart view.
 */
export function CartPage({ checkoutHref = '/checkout', rendered, posted, notices }: CartPageProps) {
  const { cart, error, retry } = useCart(rendered?.cart ?? undefined);
  useCartViewTracking(true, cart);
  return (
    <CartPanel
      cart={cart}
      error={error}
      retry={retry}
      checkoutHref={checkoutHref}
      layout="page"
      knownEmpty={rendered?.cart === null}
      signedInOnServer={rendered?.signedIn === true}
      posted={posted}
      notices={notices}
    />
  );
}
