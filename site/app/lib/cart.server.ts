import { data, redirect } from 'react-router';
import { parseCookie, stringifySetCookie } from 'cookie';
import { createCommerceClient, type CommerceClient } from '@storefront/features/backends/commerce';
import {
  applyCoupon,
  cartCodeFailure,
  cartCountOf,
  cartFailureOf,
  cartIdCookie,
  cartProblemOf,
  getCart,
  removeCoupons,
  removeItems,
  updateItemQuantities,
  type CartData,
  type PostedCart,
  type RenderedCart,
} from '@storefront/features/cart';
import { reportError, shopFailure, type StorefrontConfig } from '@storefront/features/platform';
import { servedOverHttps } from './config.server';
import { shopConfigFor } from './language.server';
import { hasLoginFlag } from './loginFlag';
import { pageCookieNames } from './pageCookies';
import { postedForm } from './postedForm.server';

/**
 * The cart as a server form (Hydrogen's cart): /cart reads the guest's cart by the id in its cookie and takes the
 * cart's forms (quantity, remove, promo codes) before any script runs, or with none at all. Once the page has hydrated
 * its buttons do the same in the browser, with optimistic updates and tracking, and no form reaches here.
 *
 * Only a guest's cart is read here: a signed-in shopper's cart is found by their customer token, which the browser
 * alone keeps (the stored session, never a cookie the server could read), so their /cart is filled in the browser; the
 * server's HTML says so instead of a loading status that, without JavaScript, would never end (docs/architecture.md).
 */

/** A cart read for one shopper: never through the server's shared reads, which share a guest's catalogue reads. */
const shopperCommerce = (config: StorefrontConfig): CommerceClient =>
  createCommerceClient({
    endpoint: config.backends.commerce,
    storeView: config.storeView,
    language: config.language,
  });

const cookieOptions = {
  path: '/',
  sameSite: 'lax',
  // The browser reads both (the header's count and the cart's own calls), so neither is HttpOnly.
  httpOnly: false,
  secure: servedOverHttps(),
} as const;

const thirtyDays = 60 * 60 * 24 * 30;

/** Forgets a guest cart id the commerce backend no longer knows (ordered, expired, another view's). */
const forgetCartId = (name: string) => stringifySetCookie({ name, value: '', ...cookieOptions, maxAge: 0 });

/** The header's count after a change, as the browser's showCartCount writes it (features/src/cart/count.ts). */
function countCookie(cart: CartData | undefined): string {
  const count = cartCountOf(String(cart?.total_quantity ?? 0));
  return count === 0
    ? stringifySetCookie({ name: pageCookieNames.cartCount, value: '', ...cookieOptions, maxAge: 0 })
    : stringifySetCookie({
        name: pageCookieNames.cartCount,
        value: String(count),
        ...cookieOptions,
        maxAge: thirtyDays,
      });
}

interface GuestCart {
  client: CommerceClient;
  cookieName: string;
  cartId: string | undefined;
}

async function guestCartOf(request: Request): Promise<GuestCart | undefined> {
  if (hasLoginFlag(request)) return undefined;
  const config = await shopConfigFor(request);
  const cookieName = cartIdCookie(config.storeView);
  const cartId = parseCookie(request.headers.get('Cookie') ?? '')[cookieName] || undefined;
  return { client: shopperCommerce(config), cookieName, cartId };
}

/**
 * What /cart renders on the server: the guest's cart, null when the guest has none (an empty cart, never a loading
 * status), or `signedIn` for a signed-in shopper, whose cart the browser reads. A stale id is forgotten; a backend that
 * fails leaves the cart to the browser, which says so and offers to try again.
 */
export async function renderedCart(request: Request) {
  if (hasLoginFlag(request)) return data<RenderedCart>({ signedIn: true });
  const guest = await guestCartOf(request);
  if (!guest) return data<RenderedCart>({});
  if (!guest.cartId) return data<RenderedCart>({ cart: null });
  try {
    return data<RenderedCart>({ cart: await getCart(guest.client, guest.cartId) });
  } catch (error) {
    if (cartProblemOf(error))
      return data<RenderedCart>(
        { cart: null },
        { headers: { 'Set-Cookie': forgetCartId(guest.cookieName) } },
      );
    reportError(error, { step: 'render the cart on the server' });
    return data<RenderedCart>({});
  }
}

/** What the shopper asked of the cart by the button they pressed (its name is `intent`). */
async function changeCart(
  client: CommerceClient,
  cartId: string,
  form: FormData,
): Promise<{
  cart?: CartData;
  posted: PostedCart;
}> {
  const intent = form.get('intent');
  if (intent === 'quantity') {
    const uid = String(form.get('uid') ?? '');
    const quantity = Number(form.get('quantity') || Number.NaN);
    if (!uid || !Number.isInteger(quantity))
      return { posted: { failure: shopFailure('cart.error.generic') } };
    // The line's remove button sends none.
    if (quantity <= 0) return { cart: await removeItems(client, cartId, [uid]), posted: {} };
    const change = await updateItemQuantities(client, cartId, [{ uid, quantity }]);
    const [refused] = change.userErrors;
    return { cart: change.cart, posted: refused ? { failure: cartCodeFailure(refused.code) } : {} };
  }
  if (intent === 'coupon') {
    const code = String(form.get('code') ?? '').trim();
    const before = await getCart(client, cartId);
    // An empty code is refused before it reaches the backend, as the hydrated form never sends one.
    if (!code) return { cart: before, posted: { coupon: { code, messages: [], missing: true } } };
    const applied = (before.applied_coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : []));
    const result = await applyCoupon(client, cartId, code, applied);
    // A refused code stays in the field, so the shopper can correct it; an applied one is shown as applied instead.
    return {
      cart: result.cart ?? before,
      posted: { coupon: { code: result.messages.length > 0 ? code : '', messages: result.messages } },
    };
  }
  if (intent === 'removeCoupons') return { cart: await removeCoupons(client, cartId), posted: {} };
  return { posted: { failure: shopFailure('cart.error.generic') } };
}

/**
 * /cart's action: one change of the guest's cart from a posted form (the site's server checked the origin before it
 * got here, as for every request that changes something). What went wrong comes back as a failure state, worded by the
 * page in its language, beside the cart read again; the header's count follows in its cookie.
 */
export async function cartFormAction(request: Request) {
  const form = await postedForm(request);
  const guest = await guestCartOf(request);
  if (!guest?.cartId)
    return data<PostedCart>({ failure: shopFailure('cart.error.CART_NOT_FOUND') }, { status: 409 });
  try {
    const { cart, posted } = await changeCart(guest.client, guest.cartId, form);
    const headers = cart ? { 'Set-Cookie': countCookie(cart) } : undefined;
    // A change that went through is shown by reading the cart again (the header's count then from its new cookie), and
    // a reload does not send the form twice; what was refused is answered with the page, to say why.
    const refused = posted.failure || posted.coupon?.missing || (posted.coupon?.messages.length ?? 0) > 0;
    return refused ? data(posted, { headers }) : redirect('/cart', { status: 303, headers });
  } catch (error) {
    if (cartProblemOf(error)) {
      const headers = new Headers();
      headers.append('Set-Cookie', forgetCartId(guest.cookieName));
      headers.append('Set-Cookie', countCookie(undefined));
      return data<PostedCart>(
        { failure: shopFailure('cart.error.CART_NOT_FOUND') },
        { status: 409, headers },
      );
    }
    return data<PostedCart>({ failure: cartFailureOf(error) }, { status: 502 });
  }
}
