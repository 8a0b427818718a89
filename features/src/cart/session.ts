import { getStoreConfig, isCommerceError, type CommerceClient } from '../backends/commerce';
import { cookies, shopFailure, type ShopperFailure, type StoreView } from '../platform';
import {
  addConfigurableProduct,
  addSimpleProducts,
  createGuestCart,
  getCart,
  getCustomerCart,
  mergeCarts,
  updateItemQuantities,
  type CartData,
} from './api';

/**
 * The cookie that holds a guest's cart id in the default store view. A cookie, not the browser's storage, so the
 * server can render /cart and take its forms before any script runs (site/app/lib/cart.server.ts). The browser reads it
 * too: the drawer and every add-to-cart button send the id to the commerce backend themselves, so it cannot be
 * HttpOnly. No public page's render reads it (it is not in site/app/lib/pageCookies.ts): catalogue pages stay cached and
 * shared, and only /cart, which is private and never stored, reads it on the server.
 */
export const CART_ID_COOKIE = 'cart_id';

/** A guest cart lasts as long as the header's count of it (count.ts). */
const CART_ID_DAYS = 30;

/**
 * A Magento cart belongs to one store view, so each view keeps its own guest cart id: the trial view never sends the
 * default view's id, and coming back finds the default cart again.
 */
export const cartIdCookie = (storeView: StoreView): string =>
  storeView === 'default' ? CART_ID_COOKIE : `${CART_ID_COOKIE}_${storeView}`;

/** Where the id lived before the cookie (the browser's storage): carried over once, so no shopper loses a cart. */
const storedBeforeCookie = (storeView: StoreView): string =>
  storeView === 'default' ? 'cart_id' : `cart_id:${storeView}`;

export function readGuestCartId(storeView: StoreView): string | undefined {
  const cartId = cookies.get(cartIdCookie(storeView));
  if (cartId || typeof localStorage === 'undefined') return cartId;
  const carriedOver = localStorage.getItem(storedBeforeCookie(storeView)) ?? undefined;
  if (carriedOver) storeGuestCartId(storeView, carriedOver);
  return carriedOver;
}

export function storeGuestCartId(storeView: StoreView, cartId: string | undefined): void {
  if (typeof localStorage !== 'undefined') localStorage.removeItem(storedBeforeCookie(storeView));
  if (cartId) cookies.set(cartIdCookie(storeView), cartId, { days: CART_ID_DAYS });
  else cookies.remove(cartIdCookie(storeView));
}

export type CartProblem = 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'CART_FORBIDDEN' | 'CART_OTHER_STORE';

/** Magento tells these apart only by words and category; the shop reacts to all four the same way. */
export function cartProblemOf(error: unknown): CartProblem | undefined {
  if (!isCommerceError(error)) return undefined;
  const message = error.userMessage;
  if (message.startsWith('Could not find a cart with ID')) return 'CART_NOT_FOUND';
  if (message === "The cart isn't active.") return 'CART_NOT_ACTIVE';
  if (message.startsWith('The current user cannot perform operations on cart')) return 'CART_FORBIDDEN';
  if (message.startsWith('Wrong store code specified for cart')) return 'CART_OTHER_STORE';
  return undefined;
}

/** The shopper's cart: the customer's when signed in, else the stored guest cart, else a new guest cart. */
export async function loadShopperCart(client: CommerceClient): Promise<CartData> {
  if (client.hasCustomerToken) return getCustomerCart(client);
  const cartId = readGuestCartId(client.storeView);
  if (cartId) return getCart(client, cartId);
  const cart = await createGuestCart(client);
  storeGuestCartId(client.storeView, cart.id);
  return cart;
}

/**
 * Starts a fresh cart after a stale, inactive or foreign cart id, and puts back what the shopper last saw,
 * so a closed cart never empties the basket on screen.
 */
export async function recoverCart(client: CommerceClient, lastSeen: CartData | undefined): Promise<CartData> {
  storeGuestCartId(client.storeView, undefined);
  let cart = client.hasCustomerToken ? await getCustomerCart(client) : await createGuestCart(client);
  if (!client.hasCustomerToken) storeGuestCartId(client.storeView, cart.id);
  for (const item of lastSeen?.items ?? []) {
    if (!item || item.gift_data?.is_gift) continue;
    const variantSku = item.__typename === 'ConfigurableCartItem' ? item.configured_variant.sku : undefined;
    const change = variantSku
      ? await addConfigurableProduct(client, cart.id, {
          sku: variantSku,
          parentSku: item.product.sku ?? '',
          quantity: item.quantity,
        })
      : await addSimpleProducts(client, cart.id, [
          { sku: item.product.sku ?? '', quantity: item.quantity },
        ]).catch(() => undefined);
    if (change) cart = change.cart;
  }
  return cart;
}

/** Runs a cart operation; on a stale cart it recovers into a fresh cart and runs the operation once more. */
export async function withCartRecovery<T>(
  client: CommerceClient,
  lastSeen: CartData | undefined,
  operation: (cartId: string) => Promise<T>,
): Promise<T> {
  try {
    // A stored guest cart id can be stale too (an add from a page that has not shown the cart yet).
    const cartId = lastSeen?.id ?? (await loadShopperCart(client)).id;
    return await operation(cartId);
  } catch (error) {
    if (!cartProblemOf(error)) throw error;
    const fresh = await recoverCart(client, lastSeen);
    return operation(fresh.id);
  }
}

/**
 * Puts one of a product in the shopper's cart unless it holds it already, so a second press (or a reload of the page
 * that asks) never adds a second: a trial kit, for instance, whose per-order limit is one.
 */
export async function putInCartOnce(client: CommerceClient, sku: string): Promise<CartData> {
  const cart = await loadShopperCart(client);
  if (cart.items?.some((item) => item?.product.sku === sku)) return cart;
  const change = await withCartRecovery(client, cart, (cartId) =>
    addSimpleProducts(client, cartId, [{ sku }]),
  );
  return change.cart;
}

export interface MergeResult {
  cart: CartData;
  /** What changed, for the widget to word, e.g. a quantity reduced to what is in stock. */
  messages: ShopperFailure[];
}

/** A line cut down to what can be bought after the merge, and the backend's reason, for the shopper's notice. */
type Reduction = { uid: string; quantity: number; name: string; reason: string };

type CartLine = NonNullable<NonNullable<CartData['items']>[number]>;

const hasError = (line: CartLine, code: string) => line.errors?.some((error) => error.code === code) === true;

/**
 * Called by the account layer right after login: moves the guest cart into the customer's cart. Nothing is
 * lost; quantities above stock, the per-order limit or the cartons limit are reduced to what can be bought and
 * explained, so the merged cart keeps accepting new items.
 */
export async function mergeGuestCartIntoCustomerCart(client: CommerceClient): Promise<MergeResult> {
  const guestCartId = readGuestCartId(client.storeView);
  const customerCart = await getCustomerCart(client);
  if (!guestCartId || guestCartId === customerCart.id) return { cart: customerCart, messages: [] };
  const cart = await moveGuestCartInto(client, guestCartId, customerCart);
  const { cartons_limit_value: cartonsLimit } = await getStoreConfig(client);
  return applyReductions(client, cart, reductionsToFit(cart, cartonsLimit));
}

/**
 * Moves the guest cart's lines into the customer's cart and forgets the guest cart. A guest cart the backend no
 * longer has (ordered, expired) leaves the customer's cart as it was.
 */
async function moveGuestCartInto(
  client: CommerceClient,
  guestCartId: string,
  customerCart: CartData,
): Promise<CartData> {
  let cart = customerCart;
  try {
    cart = await mergeCarts(client, guestCartId, customerCart.id);
  } catch (error) {
    if (!cartProblemOf(error)) throw error;
  }
  storeGuestCartId(client.storeView, undefined);
  return cart;
}

/** What the merged cart must give up to be bought: lines above stock or the per-order limit, then the cartons limit. */
export function reductionsToFit(cart: CartData, cartonsLimit: number | null | undefined): Reduction[] {
  const lines = (cart.items ?? []).filter((line): line is CartLine => Boolean(line));
  const reductions = lines.flatMap((line) => {
    const reduction = reductionToStock(line);
    return reduction ? [reduction] : [];
  });
  return cartonsLimit ? reductionsToCartonsLimit(lines, cartonsLimit, reductions) : reductions;
}

/** A line above what is in stock or the per-order limit (ITEM_QTY), cut down to what is allowed. */
function reductionToStock(line: CartLine): Reduction | undefined {
  if (!hasError(line, 'ITEM_QTY')) return undefined;
  const inStock =
    line.__typename === 'ConfigurableCartItem'
      ? line.configured_variant.only_x_left_in_stock
      : line.product.only_x_left_in_stock;
  const allowed = Math.min(inStock ?? line.quantity, line.order_quantity_limit ?? line.quantity);
  if (allowed >= line.quantity) return undefined;
  return {
    uid: line.uid,
    quantity: allowed,
    name: line.product.name ?? '',
    reason: line.errors?.[0]?.message ?? '',
  };
}

/**
 * Cartons above the limit (CARTONS_LIMIT) come off the last carton lines first, so the oldest choices stay as they
 * were; each line keeps at least one. Adds to the stock reductions, cutting further a line already reduced.
 */
function reductionsToCartonsLimit(
  lines: readonly CartLine[],
  cartonsLimit: number,
  stockReductions: readonly Reduction[],
): Reduction[] {
  const reductions = stockReductions.map((reduction) => ({ ...reduction }));
  const cartonLines = lines.filter((line) => hasError(line, 'CARTONS_LIMIT'));
  let cartonsOver = cartonLines.reduce((sum, line) => sum + line.quantity, 0) - cartonsLimit;
  for (const line of [...cartonLines].reverse()) {
    if (cartonsOver <= 0) break;
    const already = reductions.find((reduction) => reduction.uid === line.uid);
    const current = already?.quantity ?? line.quantity;
    const cut = Math.min(cartonsOver, current - 1);
    if (cut <= 0) continue;
    cartonsOver -= cut;
    const reason = line.errors?.find((error) => error.code === 'CARTONS_LIMIT')?.message ?? '';
    if (already) already.quantity = current - cut;
    else reductions.push({ uid: line.uid, quantity: current - cut, name: line.product.name ?? '', reason });
  }
  return reductions;
}

/** Sends the reductions to the backend and says each one to the shopper (cart.merge.reduced). */
async function applyReductions(
  client: CommerceClient,
  cart: CartData,
  reductions: readonly Reduction[],
): Promise<MergeResult> {
  if (reductions.length === 0) return { cart, messages: [] };
  const change = await updateItemQuantities(client, cart.id, [...reductions]);
  return {
    cart: change.cart,
    messages: reductions.map((reduction) => shopFailure('cart.merge.reduced', reduction)),
  };
}
