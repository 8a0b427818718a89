import { setupServer } from 'msw/node';
import { createStaticHandler, type ActionFunction, type LoaderFunction } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createCommerceClient } from '@storefront/features/backends/commerce';
import { resetCommerceSandbox } from '@storefront/features/backends/commerce/sandbox';
import { addSimpleProducts, createGuestCart, getCart, type PostedCart } from '@storefront/features/cart';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { shopConfig } from '../lib/config.server';
import { action, loader } from './cart';

// /cart as React Router runs it for a document request and for a form posted before hydration.
const pages = createStaticHandler([
  { id: 'cart', path: '/cart', loader: loader as LoaderFunction, action: action as ActionFunction },
]);

const commerce = createCommerceClient({ endpoint: shopConfig().backends.commerce, storeView: 'default' });

async function guestCartWithCharger() {
  const cart = await createGuestCart(commerce);
  const { cart: added } = await addSimpleProducts(commerce, cart.id, [{ sku: 'CHARGER' }]);
  return { cartId: cart.id, lineUid: added.items![0]!.uid };
}

async function open(cookie = '') {
  const context = await pages.query(new Request('http://shop.test/cart', { headers: { Cookie: cookie } }));
  if (context instanceof Response) throw new Error(`/cart answered ${context.status} instead of a page`);
  return {
    data: context.loaderData['cart'] as { cart?: { id: string } | null },
    headers: context.loaderHeaders,
  };
}

/** A form posted to /cart, as the browser sends it before the page hydrates. */
async function post(cookie: string, fields: Record<string, string>) {
  const answer = await pages.query(
    new Request('http://shop.test/cart', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
  );
  if (answer instanceof Response) return { redirect: answer };
  return {
    status: answer.statusCode,
    posted: answer.actionData?.['cart'] as PostedCart,
    setCookie: answer.actionHeaders['cart']?.get('Set-Cookie') ?? '',
  };
}

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => sandbox.close());
beforeEach(() => resetCommerceSandbox());

describe('/cart as a server form (issue #33)', () => {
  test("cart server form: the page renders a guest's cart by the id in its cookie; none is an empty cart, a signed-in shopper's is the browser's, a stale id is forgotten", async () => {
    const { cartId } = await guestCartWithCharger();
    expect((await open(`cart_id=${cartId}`)).data.cart?.id).toBe(cartId);
    expect((await open()).data.cart).toBeNull();
    expect((await open(`cart_id=${cartId}; isUserLoggedIn=true`)).data.cart).toBeUndefined();

    resetCommerceSandbox();
    const stale = await open('cart_id=no-such-cart');
    expect(stale.data.cart).toBeNull();
    expect(stale.headers['cart']?.get('Set-Cookie')).toMatch(/^cart_id=; Max-Age=0; Path=\/; SameSite=Lax/);
  });

  test("cart server form: a line's new quantity posted before hydration changes the cart and goes back to /cart with the header's count in its cookie", async () => {
    const { cartId, lineUid } = await guestCartWithCharger();
    const { redirect } = await post(`cart_id=${cartId}`, { intent: 'quantity', uid: lineUid, quantity: '3' });
    expect(redirect?.status).toBe(303);
    expect(redirect?.headers.get('Location')).toBe('/cart');
    expect(redirect?.headers.get('Set-Cookie')).toMatch(
      /^cart_count=3; Max-Age=2592000; Path=\/; SameSite=Lax$/,
    );
    expect((await getCart(commerce, cartId)).total_quantity).toBe(3);

    // The line's Remove button sends none.
    await post(`cart_id=${cartId}`, { intent: 'quantity', uid: lineUid, quantity: '0' });
    expect((await getCart(commerce, cartId)).items).toEqual([]);
  });

  test('cart server form: a refused promo code comes back as a failure state with the code as typed; an applied one goes back to the cart', async () => {
    const { cartId } = await guestCartWithCharger();
    const refused = await post(`cart_id=${cartId}`, { intent: 'coupon', code: 'EXPIRED2023' });
    expect(refused.posted).toEqual({
      coupon: {
        code: 'EXPIRED2023',
        messages: [{ kind: 'said', message: "The coupon code isn't valid. Verify the code and try again." }],
      },
    });
    const applied = await post(`cart_id=${cartId}`, { intent: 'coupon', code: ' WELCOME10 ' });
    expect(applied.redirect?.status).toBe(303);
    expect((await getCart(commerce, cartId)).applied_coupons).toEqual([{ code: 'WELCOME10' }]);

    await post(`cart_id=${cartId}`, { intent: 'removeCoupons' });
    expect((await getCart(commerce, cartId)).applied_coupons ?? []).toEqual([]);
  });

  test('cart server form: an empty promo code is refused as missing (the widget asks for a code) and nothing reaches the backend', async () => {
    const { cartId } = await guestCartWithCharger();
    const empty = await post(`cart_id=${cartId}`, { intent: 'coupon', code: '   ' });
    expect(empty.redirect).toBeUndefined();
    expect(empty.posted).toEqual({ coupon: { code: '', messages: [], missing: true } });
    expect((await getCart(commerce, cartId)).applied_coupons ?? []).toEqual([]);
  });

  test("cart server form: a form without a cart, or for a cart the backend no longer has, is the shop's failure and the stale id is forgotten", async () => {
    const none = await post('', { intent: 'coupon', code: 'WELCOME10' });
    expect(none.status).toBe(409);
    expect(none.posted).toEqual({ failure: { kind: 'shop', key: 'cart.error.CART_NOT_FOUND' } });

    const stale = await post('cart_id=no-such-cart', { intent: 'removeCoupons' });
    expect(stale.status).toBe(409);
    expect(stale.posted).toEqual({ failure: { kind: 'shop', key: 'cart.error.CART_NOT_FOUND' } });
    expect(stale.setCookie).toContain('cart_id=; Max-Age=0');
  });
});
