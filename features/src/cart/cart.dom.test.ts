import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordGraphqlOperations, sandboxServerForTests } from '../platform/sandbox/testing';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS, sandboxCampaign } from '../backends/commerce/sandbox';
import {
  addBundleProduct,
  addConfigurableProduct,
  addGifts,
  addSimpleProducts,
  applyCampaign,
  applyCoupon,
  getCart,
  removeCampaign,
  removeItems,
  updateItemQuantities,
  type CartData,
} from './api';
import {
  ConnectionError,
  cookies,
  en,
  failureWords,
  HttpError,
  translate,
  type ShopperFailure,
  type TranslationVars,
} from '../platform';
import { CommerceError } from '../backends/commerce';
import { cartMessages } from './messages';
import { cartMessagesDe } from './messages.de';
import { cartCodeFailure, cartFailureOf } from './failures';

// What a widget on an English page reads for a failure, and on a German one.
const english = (failure: ShopperFailure) =>
  failureWords((key: string, vars?: TranslationVars) => translate(en, key, vars), failure);
const german = (failure: ShopperFailure) =>
  failureWords(
    (key: string, vars?: TranslationVars) => translate(cartMessagesDe, key, vars, undefined, 'de-DE'),
    failure,
  );
const englishFailureOf = (error: unknown) => english(cartFailureOf(error));
import {
  CART_ID_COOKIE,
  cartIdCookie,
  loadShopperCart,
  mergeGuestCartIntoCustomerCart,
  putInCartOnce,
  readGuestCartId,
  reductionsToFit,
  storeGuestCartId,
  withCartRecovery,
} from './session';
import { campaignFitsCart, toCartView } from './types';

const endpoint = 'http://shop.test/sandbox/commerce/graphql';
const server = sandboxServerForTests();
let token: string | undefined;
const client = createCommerceClient({ endpoint, storeView: 'default', getCustomerToken: () => token });
const operations = recordGraphqlOperations(server);

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
  token = undefined;
});

const guestCart = () => loadShopperCart(client);

describe('cart', () => {
  it('create: a guest gets an empty cart whose id is kept in the cart_id cookie', async () => {
    const cart = await guestCart();
    expect(cart.total_quantity).toBe(0);
    expect(cookies.get(CART_ID_COOKIE)).toBe(cart.id);
    expect((await guestCart()).id).toBe(cart.id);
  });

  it("carry-over: a guest cart id kept in the browser's storage before the cookie moves into the cookie once, so a shopper mid-visit keeps the cart", async () => {
    const before = await guestCart();
    await addSimpleProducts(client, before.id, [{ sku: 'CHARGER' }]);
    const trial = await loadShopperCart(createCommerceClient({ endpoint, storeView: 'trial' }));
    storeGuestCartId('default', undefined);
    storeGuestCartId('trial', undefined);
    // Where the shop kept the ids until the cookie: one key per store view.
    localStorage.setItem('cart_id', before.id);
    localStorage.setItem('cart_id:trial', trial.id);

    const after = await guestCart();
    expect(after.id).toBe(before.id);
    expect(after.total_quantity).toBe(1);
    expect(cookies.get(CART_ID_COOKIE)).toBe(before.id);
    expect(localStorage.getItem('cart_id')).toBeNull();
    expect(readGuestCartId('trial')).toBe(trial.id);
    expect(cookies.get(cartIdCookie('trial'))).toBe(trial.id);
    expect(localStorage.getItem('cart_id:trial')).toBeNull();
  });

  it('create: a signed-in customer uses the customer cart and stores no guest id', async () => {
    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    const cart = await loadShopperCart(client);
    expect(cart.id).toBeTruthy();
    expect(readGuestCartId('default')).toBeUndefined();
  });

  it('guest carts per store view: the trial view never sends the default cart id, and coming back finds the default cart again', async () => {
    const trialClient = createCommerceClient({ endpoint, storeView: 'trial', getCustomerToken: () => token });
    const standard = await guestCart();
    await addSimpleProducts(client, standard.id, [{ sku: 'CHARGER' }]);

    const sentBefore = operations.length;
    const trial = await loadShopperCart(trialClient);
    expect(trial.id).not.toBe(standard.id);
    expect(operations.slice(sentBefore).map((operation) => operation.variables.cartId)).not.toContain(
      standard.id,
    );
    // The trial view's own cart is found again on its next visit, under its own key.
    expect(readGuestCartId('trial')).toBe(trial.id);
    expect((await loadShopperCart(trialClient)).id).toBe(trial.id);

    const back = await guestCart();
    expect(back.id).toBe(standard.id);
    expect(back.total_quantity).toBe(1);
    expect(cookies.get(CART_ID_COOKIE)).toBe(standard.id);
  });

  it("guest carts per store view: a cart asked for in another view is refused as Magento does, and recovery starts the view's own", async () => {
    const trialClient = createCommerceClient({ endpoint, storeView: 'trial', getCustomerToken: () => token });
    const standard = await guestCart();
    await expect(getCart(trialClient, standard.id)).rejects.toThrow('Wrong store code specified for cart');
    const added = await withCartRecovery(trialClient, standard, (cartId) =>
      addSimpleProducts(trialClient, cartId, [{ sku: 'TRIAL-KIT' }]),
    );
    expect(added.cart.id).not.toBe(standard.id);
    expect(readGuestCartId('trial')).toBe(added.cart.id);
    expect(readGuestCartId('default')).toBe(standard.id);
  });

  it('trial kit: put in the trial cart once, however often asked, and the cart prices what it costs after the trial', async () => {
    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    const trialClient = createCommerceClient({ endpoint, storeView: 'trial', getCustomerToken: () => token });
    await putInCartOnce(trialClient, 'TRIAL-KIT');
    const cart = await putInCartOnce(trialClient, 'TRIAL-KIT');
    expect(cart.items?.map((item) => [item?.product.sku, item?.quantity])).toEqual([['TRIAL-KIT', 1]]);
    // €1 today; keeping the Aurora after the trial costs its full €49.
    expect(cart.prices?.grand_total?.value).toBe(1);
    expect(cart.prices?.total_after_trial?.value).toBe(49);
    // The default view's cart is another cart and never gets the kit.
    expect((await loadShopperCart(client)).items).toEqual([]);
  });

  it('guest carts per store view: signing in merges the guest cart of the view the shopper is in', async () => {
    const trialClient = createCommerceClient({ endpoint, storeView: 'trial', getCustomerToken: () => token });
    const standard = await guestCart();
    await addSimpleProducts(client, standard.id, [{ sku: 'CHARGER' }]);
    const trial = await loadShopperCart(trialClient);
    await addSimpleProducts(trialClient, trial.id, [{ sku: 'TRIAL-KIT' }]);

    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    const { cart } = await mergeGuestCartIntoCustomerCart(trialClient);
    expect(toCartView(cart).lines.map((line) => line.sku)).toEqual(['TRIAL-KIT']);
    expect(readGuestCartId('trial')).toBeUndefined();
    // The default view's guest cart is left for that view's own sign-in merge.
    expect(readGuestCartId('default')).toBe(standard.id);
  });

  it('add: a simple product goes as cart_items with data and quantity 1 by default', async () => {
    const cart = await guestCart();
    const { cart: after } = await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER' }]);
    expect(operations.at(-1)?.variables.cartItems).toEqual([{ data: { sku: 'CHARGER', quantity: 1 } }]);
    expect(after.total_quantity).toBe(1);
  });

  it('add: a configurable product goes as sku, parent sku and quantity', async () => {
    const cart = await guestCart();
    const { cart: after } = await addConfigurableProduct(client, cart.id, {
      sku: 'AURORA-RED',
      parentSku: 'AURORA',
    });
    expect(operations.at(-1)?.variables.cartItems).toEqual([
      { sku: 'AURORA-RED', parent_sku: 'AURORA', quantity: 1 },
    ]);
    expect(toCartView(after).lines[0]).toMatchObject({
      sku: 'AURORA-RED',
      parentSku: 'AURORA',
      options: ['Colour: Sunset Red'],
    });
  });

  it('add: a bundle goes with its bundle_options and quantity 1 by default', async () => {
    const cart = await guestCart();
    const bundleOptions = [
      { id: 1, quantity: 1, value: ['1'] },
      { id: 2, quantity: 1, value: ['2'] },
    ];
    const { cart: after } = await addBundleProduct(client, cart.id, { sku: 'STARTER-KIT', bundleOptions });
    expect(operations.at(-1)?.variables.cartItems).toEqual([
      { data: { sku: 'STARTER-KIT', quantity: 1 }, bundle_options: bundleOptions },
    ]);
    expect(toCartView(after).lines[0]?.options).toEqual(['1 × Aurora Device', '1 × Amber Sticks']);
  });

  it('gifts: items with quantity 0 or less are dropped', async () => {
    const cart = await guestCart();
    await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-AMBER', quantity: 5 }]);
    await addGifts(client, cart.id, [
      { sku: 'GIFT-POUCH', quantity: 1, parentGiftSku: 'GIFT-RULE-WELCOME', parentGiftId: 'rule-7' },
      { sku: 'CHARGER', quantity: 0, parentGiftSku: 'GIFT-RULE-WELCOME' },
      { sku: 'CASE-BLACK', quantity: -1, parentGiftSku: 'GIFT-RULE-WELCOME' },
    ]);
    expect((operations.at(-1)?.variables.cartItems as unknown[]).length).toBe(1);
  });

  it('gifts: nothing is sent when no gift remains', async () => {
    const cart = await guestCart();
    operations.length = 0;
    expect(
      await addGifts(client, cart.id, [
        { sku: 'GIFT-POUCH', quantity: 0, parentGiftSku: 'GIFT-RULE-WELCOME' },
      ]),
    ).toBeUndefined();
    expect(operations).toEqual([]);
  });

  it('gifts: carry is_gift, the parent gift sku and the parent gift id', async () => {
    const cart = await guestCart();
    await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-AMBER', quantity: 5 }]);
    const change = await addGifts(client, cart.id, [
      { sku: 'GIFT-POUCH', quantity: 1, parentGiftSku: 'GIFT-RULE-WELCOME', parentGiftId: 'rule-7' },
    ]);
    expect(operations.at(-1)?.variables.cartItems).toEqual([
      {
        sku: 'GIFT-POUCH',
        quantity: 1,
        entered_options: [
          { uid: 'is_gift', value: 'true' },
          { uid: 'parent_gift_sku', value: 'GIFT-RULE-WELCOME' },
          { uid: 'parent_gift_id', value: 'rule-7' },
        ],
      },
    ]);
    const gift = change?.cart.items?.find((item) => item?.gift_data?.is_gift);
    expect(gift?.gift_data).toEqual({
      is_gift: true,
      parent_gift_sku: 'GIFT-RULE-WELCOME',
      parent_gift_id: 'rule-7',
    });
  });

  it('remove: one removal per item, sent in parallel', async () => {
    const cart = await guestCart();
    const { cart: filled } = await addSimpleProducts(client, cart.id, [
      { sku: 'CHARGER' },
      { sku: 'STICKS-RUBY' },
      { sku: 'STICKS-AMBER' },
    ]);
    const uids = (filled.items ?? []).slice(0, 2).map((item) => item?.uid ?? '');
    operations.length = 0;
    const after = await removeItems(client, cart.id, uids);
    expect(operations.map((operation) => operation.name)).toEqual([
      'RemoveItemFromCart',
      'RemoveItemFromCart',
    ]);
    expect(after?.items?.map((item) => item?.product.sku)).toEqual(['STICKS-AMBER']);
  });

  it('update: quantities change through updateCartItems', async () => {
    const cart = await guestCart();
    const { cart: filled } = await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY' }]);
    const { cart: after } = await updateItemQuantities(client, cart.id, [
      { uid: filled.items?.[0]?.uid ?? '', quantity: 4 },
    ]);
    expect(after.total_quantity).toBe(4);
  });

  it('coupons: applied codes and the new one are sent joined by commas', async () => {
    const cart = await guestCart();
    await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY', quantity: 2 }]);
    const result = await applyCoupon(client, cart.id, 'SPRING5', ['WELCOME10']);
    expect(operations.at(-1)?.variables.couponCode).toBe('WELCOME10,SPRING5');
    expect(result).toMatchObject({
      applied_coupons: ['WELCOME10', 'SPRING5'],
      can_apply_coupons: true,
      messages: [],
    });
  });

  it('coupons: a failure shows the first server message as a one-item messages list with can_apply_coupons', async () => {
    const cart = await guestCart();
    await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY' }]);
    const result = await applyCoupon(client, cart.id, 'EXPIRED2023');
    expect(result).toEqual({
      applied_coupons: [],
      can_apply_coupons: true,
      messages: [{ kind: 'said', message: "The coupon code isn't valid. Verify the code and try again." }],
    });
  });

  it('coupons: without a server message the translated cart.checkout.error.promo_code is shown', async () => {
    server.use(http.post('*/sandbox/commerce/graphql', () => HttpResponse.error()));
    const result = await applyCoupon(client, 'any-cart', 'WELCOME10');
    expect(result.messages.map(english)).toEqual([cartMessages['cart.checkout.error.promo_code']]);
    expect(result.messages.map(german)).toEqual([cartMessagesDe['cart.checkout.error.promo_code']]);
  });

  it('coupons: the updated coupon list comes back even on error when the server returned cart data', async () => {
    const cart = await guestCart();
    await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY' }]);
    const result = await applyCoupon(client, cart.id, 'EXPIRED2023', ['WELCOME10']);
    expect(result.applied_coupons).toEqual(['WELCOME10']);
    expect(result.messages.map(english)).toEqual(['The coupon code "EXPIRED2023" is not valid.']);
    expect(result.cart).toBeDefined();
  });

  it('cart: a change the service answers without a cart fails in words and leaves the cart as it was', async () => {
    const cart = await guestCart();
    const { cart: withItem } = await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY' }]);
    const item = withItem.items![0]!;
    server.use(
      http.post('*/sandbox/commerce/graphql', () => HttpResponse.json({ data: { updateCartItems: null } }), {
        once: true,
      }),
    );
    await expect(updateItemQuantities(client, cart.id, [{ uid: item.uid, quantity: 3 }])).rejects.toThrow(
      new CommerceError('The commerce service returned no cart.', []),
    );
    expect((await getCart(client, cart.id)).total_quantity).toBe(1);
  });

  it('campaigns: apply and remove a loyalty campaign by campaign_uuid', async () => {
    token = SANDBOX_CUSTOMER_TOKENS.ada;
    const cart = await loadShopperCart(client);
    await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY', quantity: 2 }]);
    const applied = toCartView(await applyCampaign(client, cart.id, sandboxCampaign.uuid));
    expect(operations.at(-1)?.variables.campaignUuid).toBe(sandboxCampaign.uuid);
    expect(applied.prices.appliedCampaign).toMatchObject({
      uuid: sandboxCampaign.uuid,
      points: sandboxCampaign.points,
      amount: { value: 5 },
    });
    expect(toCartView(await removeCampaign(client, cart.id)).prices.appliedCampaign).toBeUndefined();
  });

  it("campaigns: a points campaign worth more than the cart's goods is neither offered nor accepted (400 points for a €1 trial cart)", async () => {
    token = SANDBOX_CUSTOMER_TOKENS.ada;
    const trialClient = createCommerceClient({ endpoint, storeView: 'trial', getCustomerToken: () => token });
    const trial = await putInCartOnce(trialClient, 'TRIAL-KIT');
    expect(campaignFitsCart(sandboxCampaign.amount, toCartView(trial))).toBe(false);
    await expect(applyCampaign(trialClient, trial.id, sandboxCampaign.uuid)).rejects.toThrow(
      'The campaign is not available for this cart.',
    );
    const cart = await loadShopperCart(client);
    const { cart: sticks } = await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY', quantity: 2 }]);
    expect(campaignFitsCart(sandboxCampaign.amount, toCartView(sticks))).toBe(true);
  });

  it('prices: grand total, subtotals with and without tax, taxes, discounts and subscription amount', async () => {
    const cart = await guestCart();
    await addSimpleProducts(client, cart.id, [
      { sku: 'CHARGER', quantity: 2 },
      { sku: 'STICKS-SUBSCRIPTION' },
    ]);
    await applyCoupon(client, cart.id, 'WELCOME10');
    const { prices } = toCartView(await getCart(client, cart.id));
    expect(prices.subtotalIncludingTax.value).toBe(84.8);
    expect(prices.discounts).toEqual([{ label: 'WELCOME10', amount: { value: 8.48, currency: 'EUR' } }]);
    expect(prices.grandTotal.value).toBe(76.32);
    expect(prices.subtotalExcludingTax.value).toBeCloseTo(71.26, 2);
    expect(prices.taxes[0]?.label).toBe('VAT 19%');
    expect(prices.subscriptionAmount?.value).toBe(55);
    expect(prices.minimumPayable?.value).toBe(1);
  });

  it('cart words: every cart message is registered in the platform English dictionary', () => {
    expect(en).toMatchObject(cartMessages);
  });

  it('errors: every cart and item error code of spec section 8 has words for the shopper', () => {
    const codes = [
      'ITEM_QTY',
      'ITEM_INCREMENTS',
      'CARTONS_LIMIT',
      'ONGOING_SUBSCRIPTION',
      'TRADEIN_LIMIT',
      'FREEGIFTS_LIMIT',
      'FREEGIFTS_NOT_ELIGIBLE',
      'FREEGIFTS_SOMETHING_NEW',
      'CART_NOT_FOUND',
      'CART_NOT_ACTIVE',
      'GUEST_EMAIL_MISSING',
      'UNABLE_TO_PLACE_ORDER',
      'PRODUCT_NOT_FOUND',
      'NOT_SALABLE',
      'INSUFFICIENT_STOCK',
      '4', // product exists in subscription
    ];
    for (const code of codes)
      expect(english(cartCodeFailure(code)), code).not.toBe(cartMessages['cart.error.generic']);
  });

  it("errors: a product that already exists in the shopper's subscription is refused with code 4, in words", async () => {
    token = SANDBOX_CUSTOMER_TOKENS.ada;
    const cart = await loadShopperCart(client);
    const failure = await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-SUBSCRIPTION' }]).catch(
      (error: unknown) => error,
    );
    expect((failure as CommerceError).codes).toContain('4');
    expect(englishFailureOf(failure)).toBe(cartMessages['cart.error.4']);
  });

  it('errors: an item above the cartons limit is explained in words', async () => {
    const cart = await guestCart();
    const { cart: after } = await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-AMBER', quantity: 11 }]);
    const problems = toCartView(after).lines[0]?.problems ?? [];
    expect(problems.map((problem) => [problem.code, english(problem.failure)])).toEqual([
      ['CARTONS_LIMIT', cartMessages['cart.error.CARTONS_LIMIT']],
    ]);
  });

  it('merge rule: a guest cart still merges at sign-in: the guest cart moves into the customer cart, losing nothing', async () => {
    const guest = await guestCart();
    await addSimpleProducts(client, guest.id, [{ sku: 'CHARGER', quantity: 2 }]);
    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    const { cart, messages } = await mergeGuestCartIntoCustomerCart(client);
    expect(toCartView(cart).lines.map((line) => [line.sku, line.quantity])).toEqual([['CHARGER', 2]]);
    expect(messages).toEqual([]);
    expect(readGuestCartId('default')).toBeUndefined();
  });

  it('merge: quantities above stock or limits become a message, and the cart still accepts new items', async () => {
    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    const customer = await loadShopperCart(client);
    await addConfigurableProduct(client, customer.id, {
      sku: 'AURORA-RED',
      parentSku: 'AURORA',
      quantity: 2,
    });
    await addSimpleProducts(client, customer.id, [{ sku: 'STICKS-AMBER', quantity: 8 }]);
    token = undefined;
    const guest = await guestCart();
    await addConfigurableProduct(client, guest.id, { sku: 'AURORA-RED', parentSku: 'AURORA', quantity: 2 });
    await addSimpleProducts(client, guest.id, [{ sku: 'STICKS-AMBER', quantity: 5 }]);
    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    const { cart, messages } = await mergeGuestCartIntoCustomerCart(client);
    const view = toCartView(cart);
    expect(view.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['AURORA-RED', 2],
      ['STICKS-AMBER', 10],
    ]);
    expect(view.lines.every((line) => line.problems.length === 0)).toBe(true);
    expect(messages).toHaveLength(2);
    expect(english(messages[0]!)).toContain('Aurora Device: quantity reduced to 2');
    const { userErrors } = await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER' }]);
    expect(userErrors).toEqual([]);
  });

  it('merge: cartons above the limit come off the last carton lines first, each keeping one, after stock reductions', () => {
    const line = (uid: string, quantity: number, codes: string[], inStock: number | null = null) => ({
      __typename: 'SimpleCartItem',
      uid,
      quantity,
      order_quantity_limit: null,
      product: { name: uid, only_x_left_in_stock: inStock },
      errors: codes.map((code) => ({ code, message: `${code} on ${uid}` })),
    });
    const cart = {
      id: 'merged',
      items: [
        line('first', 4, ['CARTONS_LIMIT']),
        line('second', 5, ['ITEM_QTY', 'CARTONS_LIMIT'], 3),
        line('third', 2, ['CARTONS_LIMIT']),
        line('charger', 1, []),
      ],
    } as unknown as CartData;
    // 11 cartons against a limit of 6: the stock cut takes "second" to 3, then 5 come off "third" (1) and "second" (2)
    // and "first" (2), the last lines first.
    expect(reductionsToFit(cart, 6)).toEqual([
      { uid: 'second', quantity: 1, name: 'second', reason: 'ITEM_QTY on second' },
      { uid: 'third', quantity: 1, name: 'third', reason: 'CARTONS_LIMIT on third' },
      { uid: 'first', quantity: 2, name: 'first', reason: 'CARTONS_LIMIT on first' },
    ]);
    expect(reductionsToFit(cart, null)).toEqual([
      { uid: 'second', quantity: 3, name: 'second', reason: 'ITEM_QTY on second' },
    ]);
  });

  it('recovery: a stale cart id starts a fresh cart that keeps what the shopper saw', async () => {
    const cart = await guestCart();
    const { cart: seen } = await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-RUBY', quantity: 3 }]);
    resetCommerceSandbox();
    const { cart: after } = await withCartRecovery(client, seen, (cartId) =>
      addSimpleProducts(client, cartId, [{ sku: 'CHARGER' }]),
    );
    expect(toCartView(after).lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['STICKS-RUBY', 3],
      ['CHARGER', 1],
    ]);
    expect(readGuestCartId('default')).toBe(after.id);
  });

  it('recovery: a stale stored cart id, before any page showed the cart, starts a fresh cart and the add succeeds', async () => {
    const cart = await guestCart();
    resetCommerceSandbox();
    expect(readGuestCartId('default')).toBe(cart.id);
    const { cart: after } = await withCartRecovery(client, undefined, (cartId) =>
      addSimpleProducts(client, cartId, [{ sku: 'CHARGER' }]),
    );
    // (The reset sandbox numbers carts from 1 again, so the fresh cart may carry the old id: its contents tell.)
    expect(toCartView(after).lines.map((line) => [line.sku, line.quantity])).toEqual([['CHARGER', 1]]);
    expect(readGuestCartId('default')).toBe(after.id);
  });

  it('recovery: an inactive cart (ordered elsewhere) starts a fresh cart', async () => {
    const cart = await guestCart();
    const { cart: seen } = await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER' }]);
    server.use(
      http.post('*/sandbox/commerce/graphql', async ({ request }) => {
        const body = (await request.clone().json()) as { variables?: { cartId?: string } };
        if (body.variables?.cartId !== cart.id) return undefined;
        return HttpResponse.json({
          errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } }],
          data: null,
        });
      }),
    );
    const { cart: after } = await withCartRecovery(client, seen, (cartId) =>
      addSimpleProducts(client, cartId, [{ sku: 'STICKS-RUBY' }]),
    );
    expect(after.id).not.toBe(cart.id);
    expect(after.total_quantity).toBe(2);
  });

  it("recovery: a cart that belongs to someone else starts the shopper's own cart", async () => {
    token = SANDBOX_CUSTOMER_TOKENS.ada;
    const adaCart = await loadShopperCart(client);
    token = undefined;
    const { cart: after } = await withCartRecovery(client, adaCart, (cartId) =>
      addSimpleProducts(client, cartId, [{ sku: 'CHARGER' }]),
    );
    expect(after.id).not.toBe(adaCart.id);
    expect(after.total_quantity).toBe(1);
  });
});

describe('cart failure words', () => {
  it('failure words: an unreachable or timed-out shop says the cart is safe', () => {
    expect(englishFailureOf(new ConnectionError('down', false))).toBe(cartMessages['cart.error.unreachable']);
    expect(englishFailureOf(new ConnectionError('slow', true))).toBe(cartMessages['cart.error.unreachable']);
  });

  it("failure words: a status error shows the cart's generic words, never the status", () => {
    expect(englishFailureOf(new HttpError(500, 'boom', 'The commerce service answered 500.'))).toBe(
      cartMessages['cart.error.generic'],
    );
  });

  it('failure words: code 4 sent as a number reads as the words for a product already in the subscription', () => {
    const error = new CommerceError('x', [
      { message: 'Product exists in subscription', extensions: { category: 'graphql-input', code: 4 } },
    ]);
    expect(englishFailureOf(error)).toBe(cartMessages['cart.error.4']);
  });

  it('failure words: a GraphQL error shows the first server message', () => {
    const error = new CommerceError('x', [
      { message: 'The requested qty is not available', extensions: { category: 'graphql-input' } },
      { message: 'second' },
    ]);
    expect(englishFailureOf(error)).toBe('The requested qty is not available');
  });

  it("failure words: Magento's internal error reads as the generic cart message", () => {
    expect(
      englishFailureOf(
        new CommerceError('x', [{ message: 'Internal server error', extensions: { category: 'internal' } }]),
      ),
    ).toBe(cartMessages['cart.error.generic']);
  });

  it("failure words: a cart error code reads in the shop's words, whatever the server wrote", () => {
    const error = new CommerceError('x', [
      {
        message: 'Product that you are trying to add is not available.',
        extensions: { code: 'NOT_SALABLE' },
      },
    ]);
    expect(englishFailureOf(error)).toBe(cartMessages['cart.error.NOT_SALABLE']);
    expect(
      englishFailureOf(
        new CommerceError('x', [{ message: 'gift', extensions: { code: 'FREEGIFTS_OTHER' } }]),
      ),
    ).toBe(cartMessages['cart.error.FREEGIFTS']);
  });

  it('failure words: anything else is the generic cart message', () => {
    expect(englishFailureOf(new Error('TypeError: x is undefined'))).toBe(cartMessages['cart.error.generic']);
  });

  it('failure words: a failure is a state the widget words in the page’s language, German on a German page', () => {
    const overStock = new CommerceError('x', [
      { message: 'The requested qty is not available', extensions: { code: 'INSUFFICIENT_STOCK' } },
    ]);
    expect(cartFailureOf(overStock)).toEqual({ kind: 'shop', key: 'cart.error.INSUFFICIENT_STOCK' });
    expect(german(cartFailureOf(overStock))).toBe(cartMessagesDe['cart.error.INSUFFICIENT_STOCK']);
    expect(german(cartFailureOf(new ConnectionError('down', false)))).toBe(
      cartMessagesDe['cart.error.unreachable'],
    );
    expect(german(cartCodeFailure('FREEGIFTS_OTHER'))).toBe(cartMessagesDe['cart.error.FREEGIFTS']);
  });
});
