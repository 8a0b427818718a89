import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { track, type ShopperFailure, type TrackedProduct } from '../platform';
import { useCommerceClient, type CommerceClient } from '../backends/commerce';
import {
  addBundleProduct,
  addConfigurableProduct,
  addGifts,
  addSimpleProducts,
  applyCampaign,
  applyCoupon,
  removeCampaign,
  removeCoupons,
  removeItems,
  updateItemQuantities,
  type BundleItemToAdd,
  type CartChange,
  type CartData,
  type CartUserError,
  type ConfigurableItemToAdd,
  type GiftToAdd,
  type SimpleItemToAdd,
} from './api';
import { cartCodeFailure, cartFailureOf } from './failures';
import {
  cartProblemOf,
  loadShopperCart,
  readGuestCartId,
  recoverCart,
  storeGuestCartId,
  withCartRecovery,
} from './session';
import { toCartView, type CartLine, type CartView } from './types';
import { showCartCount } from './count';

const CART_CACHE = 'commerce:cart';

/** One cache entry per store view (in its language) and shopper, so a login never shows the guest's cart as the customer's. */
function cartKey(client: CommerceClient) {
  return [CART_CACHE, client.storeCode, client.hasCustomerToken ? 'customer' : 'guest'] as const;
}

/**
 * What the checkout calls once an order is placed: the ordered cart is closed, so the guest's stored id is
 * forgotten (the shop starts a new cart instead of restoring it) and every cached cart is read again.
 */
/** Asks the backend for the cart again: for callers that changed it elsewhere (an order put back into the cart). */
export function useRefreshCart() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === CART_CACHE), [mutate]);
}

export function useClearCartAfterOrder() {
  const refreshCart = useRefreshCart();
  const { storeView } = useCommerceClient();
  return useCallback(
    (orderedCartId: string) => {
      if (readGuestCartId(storeView) === orderedCartId) storeGuestCartId(storeView, undefined);
      refreshCart();
    },
    [refreshCart, storeView],
  );
}

/** The shopper's cart, from the cart the server rendered the page with (/cart) until the browser has read it again. */
export function useCart(rendered?: CartData) {
  const client = useCommerceClient();
  const { cache } = useSWRConfig();
  const key = cartKey(client);
  // SWR keeps the last good cart when a refresh fails, so the shopper never sees an empty cart after an error.
  const result = useSWR(
    key,
    async () => {
      try {
        return await loadShopperCart(client);
      } catch (error) {
        if (!cartProblemOf(error)) throw error;
        return recoverCart(client, cache.get(unstable_serialize(key))?.data as CartData | undefined);
      }
    },
    { fallbackData: rendered },
  );
  const cart: CartView | undefined = result.data ? toCartView(result.data) : undefined;
  const count = result.data?.total_quantity;
  useEffect(() => {
    if (count !== undefined) showCartCount(count);
  }, [count]);
  return {
    cart,
    raw: result.data,
    isLoading: result.isLoading,
    error: result.error ? cartFailureOf(result.error) : undefined,
    retry: () => void result.mutate(),
  };
}

/** Shared in-flight/error state for cart mutations; the new cart replaces the cached one. */
function useCartMutation() {
  const client = useCommerceClient();
  const { mutate, cache } = useSWRConfig();
  const key = cartKey(client);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShopperFailure>();
  const run = useCallback(
    async <T>(
      operation: (cartId: string) => Promise<T>,
      cartOf: (result: T) => CartData | undefined,
    ): Promise<T | undefined> => {
      setPending(true);
      setError(undefined);
      const lastSeen = cache.get(unstable_serialize(key))?.data as CartData | undefined;
      try {
        // Without a cart on screen, the recovery loads the shopper's cart itself, so a stale stored id recovers too.
        const result = await withCartRecovery(client, lastSeen, operation);
        const cart = cartOf(result);
        if (cart) {
          showCartCount(cart.total_quantity);
          await mutate(key, cart, { revalidate: false });
        }
        return result;
      } catch (failure) {
        setError(cartFailureOf(failure));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    // The key is derived from client; listing it would make a new callback on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, cache, mutate],
  );
  const lastSeen = useCallback(
    () => cache.get(unstable_serialize(key))?.data as CartData | undefined,
    [cache, key],
  );
  return { client, run, pending, error, setError, lastSeen };
}

/** A cart line as tracking sees it, with the unit price the cart shows. */
function trackedLine(line: CartLine, quantity: number): TrackedProduct {
  return {
    sku: line.sku,
    name: line.name,
    price: line.unitPrice.value,
    quantity,
    ...(line.parentSku ? { variant: line.sku } : {}),
  };
}

type CartChangeEvent =
  | 'tracking:commerce:add_to_cart'
  | 'tracking:commerce:remove_from_cart'
  | 'tracking:commerce:increase_carton'
  | 'tracking:commerce:decrease_carton';

/** GA4-shaped tracking of lines added to or taken out of the cart. */
function trackCartChange(
  name: CartChangeEvent,
  cart: CartData | undefined,
  changes: Array<{ match: (line: CartLine) => boolean; quantity: number }>,
) {
  if (!cart) return;
  const view = toCartView(cart);
  const items: TrackedProduct[] = changes.flatMap(({ match, quantity }) => {
    const line = view.lines.find(match);
    return line && quantity > 0 ? [trackedLine(line, quantity)] : [];
  });
  if (items.length > 0) track(name, { currency: view.prices.grandTotal.currency, items });
}

/**
 * Raises view_cart once each time the shopper opens the cart, with the lines it holds then (or as soon as it has
 * loaded). Re-renders, revalidations and quantity changes of an open cart are not new views. An empty cart is
 * not sent: GA4's view_cart needs items.
 */
export function useCartViewTracking(isOpen: boolean, cart: CartView | undefined) {
  const trackedThisOpening = useRef(false);
  useEffect(() => {
    if (!isOpen) {
      trackedThisOpening.current = false;
      return;
    }
    if (trackedThisOpening.current || !cart || cart.lines.length === 0) return;
    trackedThisOpening.current = true;
    track('tracking:commerce:view_cart', {
      currency: cart.prices.grandTotal.currency,
      items: cart.lines.map((line) => trackedLine(line, line.quantity)),
    });
  }, [isOpen, cart]);
}

export type ItemToAdd =
  | ({ kind: 'simple' } & SimpleItemToAdd)
  | ({ kind: 'configurable' } & ConfigurableItemToAdd)
  | ({ kind: 'bundle' } & BundleItemToAdd);

export function useAddToCart() {
  const { client, run, pending, error, setError } = useCartMutation();
  const addToCart = useCallback(
    async (item: ItemToAdd) => {
      const change = await run<CartChange>(
        (cartId) =>
          item.kind === 'configurable'
            ? addConfigurableProduct(client, cartId, item)
            : item.kind === 'bundle'
              ? addBundleProduct(client, cartId, item)
              : addSimpleProducts(client, cartId, [item]),
        (result) => result.cart,
      );
      const [first] = change?.userErrors ?? [];
      if (first) setError(cartCodeFailure(first.code));
      if (change && !first)
        trackCartChange('tracking:commerce:add_to_cart', change.cart, [
          { match: (line) => line.sku === item.sku, quantity: item.quantity ?? 1 },
        ]);
      return Boolean(change) && !first;
    },
    [client, run, setError],
  );
  return { addToCart, isAdding: pending, error };
}

export function useAddGifts() {
  const { client, run, pending, error } = useCartMutation();
  const addFreeGifts = useCallback(
    (gifts: GiftToAdd[]) =>
      run(
        (cartId) => addGifts(client, cartId, gifts),
        (change) => change?.cart,
      ),
    [client, run],
  );
  return { addGifts: addFreeGifts, isAdding: pending, error };
}

/** The cart's quantity stepper (a carton more or fewer) and its remove button. */
export function useUpdateCartItem() {
  const { client, run, pending, error, setError, lastSeen } = useCartMutation();
  const updateQuantity = useCallback(
    async (uid: string, quantity: number) => {
      const before = lastSeen();
      const previous = before
        ? toCartView(before).lines.find((line) => line.uid === uid)?.quantity
        : undefined;
      const change = await run<{ cart: CartData | undefined; userErrors: CartUserError[] }>(
        (cartId) =>
          quantity <= 0
            ? removeItems(client, cartId, [uid]).then((cart) => ({ cart, userErrors: [] }))
            : updateItemQuantities(client, cartId, [{ uid, quantity }]),
        (result) => result.cart,
      );
      const [first] = change?.userErrors ?? [];
      if (first) setError(cartCodeFailure(first.code));
      if (change && !first && previous !== undefined && quantity !== previous) {
        const byUid = (line: CartLine) => line.uid === uid;
        // The cart's stepper changes cartons of a line already in the cart (spec section 9: increase and decrease carton).
        if (quantity > previous)
          trackCartChange('tracking:commerce:increase_carton', change.cart, [
            { match: byUid, quantity: quantity - previous },
          ]);
        else
          trackCartChange('tracking:commerce:decrease_carton', before, [
            { match: byUid, quantity: previous - quantity },
          ]);
      }
    },
    [client, run, setError, lastSeen],
  );
  const removeLines = useCallback(
    async (uids: string[]) => {
      const before = lastSeen();
      const cart = await run(
        (cartId) => removeItems(client, cartId, uids),
        (after) => after,
      );
      if (cart && before) {
        const removed = toCartView(before).lines.filter((line) => uids.includes(line.uid));
        trackCartChange(
          'tracking:commerce:remove_from_cart',
          before,
          removed.map((line) => ({
            match: (candidate: CartLine) => candidate.uid === line.uid,
            quantity: line.quantity,
          })),
        );
      }
      return cart;
    },
    [client, run, lastSeen],
  );
  return { updateQuantity, removeItems: removeLines, isUpdating: pending, error };
}

export function useApplyCoupon() {
  const { client, run, pending, error } = useCartMutation();
  const [messages, setMessages] = useState<ShopperFailure[]>([]);
  const apply = useCallback(
    async (code: string, appliedCodes: string[]) => {
      const result = await run(
        (cartId) => applyCoupon(client, cartId, code, appliedCodes),
        (outcome) => outcome.cart,
      );
      setMessages(result?.messages ?? []);
      return result;
    },
    [client, run],
  );
  const remove = useCallback(async () => {
    setMessages([]);
    await run(
      (cartId) => removeCoupons(client, cartId),
      (cart) => cart,
    );
  }, [client, run]);
  return {
    applyCoupon: apply,
    removeCoupons: remove,
    isApplying: pending,
    messages: error ? [error] : messages,
  };
}

/** A loyalty campaign the cart can be part-paid with: its uuid and the points it costs. */
export interface CartCampaign {
  uuid: string;
  points: number;
}

/**
 * Applies or removes a loyalty campaign (applyCampaignToCart / removeCampaignFromCart). Campaigns are a way to redeem
 * points, so the click is tracked as redeem_click and the applied campaign as redeem_checkout (spec section 9). A
 * failed call leaves the cart as it was and says why.
 */
export function useLoyaltyCampaign() {
  const { client, run, pending, error } = useCartMutation();
  const apply = useCallback(
    async (campaign: CartCampaign) => {
      const reward = { reward_id: campaign.uuid, reward_name: 'cart campaign', points: campaign.points };
      track('tracking:activity:redeem_click', reward);
      const cart = await run(
        (cartId) => applyCampaign(client, cartId, campaign.uuid),
        (applied) => applied,
      );
      if (cart) track('tracking:activity:redeem_checkout', reward);
      return cart;
    },
    [client, run],
  );
  const remove = useCallback(
    () =>
      run(
        (cartId) => removeCampaign(client, cartId),
        (cart) => cart,
      ),
    [client, run],
  );
  return { applyCampaign: apply, removeCampaign: remove, isPending: pending, error };
}
