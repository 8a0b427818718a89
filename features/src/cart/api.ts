import {
  CommerceError,
  graphql,
  isCommerceError,
  requireCartPayload,
  type CommerceClient,
  type CartFieldsFragment,
} from '../backends/commerce';
import { shopFailure, type ShopperFailure } from '../platform';

/*
 * Each cart operation is written beside the call that sends it; the cart they all answer with is one fragment
 * (CartFields, fragments.ts) and every amount in it one money shape (MoneyFields, backends/commerce/fragments.ts).
 */

export type CartData = CartFieldsFragment;

const CreateGuestCartMutation = graphql(`
  mutation CreateGuestCart {
    createGuestCart {
      cart {
        ...CartFields
      }
    }
  }
`);

export async function createGuestCart(client: CommerceClient): Promise<CartData> {
  const data = await client.request(CreateGuestCartMutation, {});
  if (!data.createGuestCart?.cart) throw new CommerceError('The commerce service created no cart.', []);
  return data.createGuestCart.cart;
}

const CustomerCartQuery = graphql(`
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
`);

export async function getCustomerCart(client: CommerceClient): Promise<CartData> {
  return (await client.request(CustomerCartQuery, {})).customerCart;
}

const CartQuery = graphql(`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
`);

export async function getCart(client: CommerceClient, cartId: string): Promise<CartData> {
  const data = await client.request(CartQuery, { cartId });
  if (!data.cart) throw new CommerceError(`Could not find a cart with ID "${cartId}"`, []);
  return data.cart;
}

const MergeCartsMutation = graphql(`
  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
`);

export async function mergeCarts(
  client: CommerceClient,
  sourceCartId: string,
  destinationCartId?: string,
): Promise<CartData> {
  return (
    await client.request(MergeCartsMutation, {
      sourceCartId,
      ...(destinationCartId ? { destinationCartId } : {}),
    })
  ).mergeCarts;
}

export interface CartUserError {
  code: string;
  message: string;
}

export interface CartChange {
  cart: CartData;
  userErrors: CartUserError[];
}

export interface SimpleItemToAdd {
  sku: string;
  quantity?: number;
}

export interface ConfigurableItemToAdd {
  /** The variant's SKU. */
  sku: string;
  parentSku: string;
  quantity?: number;
}

export interface BundleItemToAdd {
  sku: string;
  quantity?: number;
  bundleOptions: Array<{ id: number; quantity: number; value: string[] }>;
}

export interface GiftToAdd {
  sku: string;
  quantity: number;
  parentGiftSku: string;
  parentGiftId?: string;
}

const AddSimpleProductsToCartMutation = graphql(`
  mutation AddSimpleProductsToCart($cartId: String!, $cartItems: [SimpleProductCartItemInput!]!) {
    addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: $cartItems }) {
      cart {
        ...CartFields
      }
    }
  }
`);

/** Spec section 7: simple products go as `cart_items` with `data`, default quantity 1. */
export async function addSimpleProducts(
  client: CommerceClient,
  cartId: string,
  items: SimpleItemToAdd[],
): Promise<CartChange> {
  const cartItems = items.map((item) => ({ data: { sku: item.sku, quantity: item.quantity ?? 1 } }));
  const data = await client.request(AddSimpleProductsToCartMutation, { cartId, cartItems });
  return { cart: requireCartPayload(data.addSimpleProductsToCart).cart, userErrors: [] };
}

/** Configurable products: the variant's sku, its parentSku and a quantity (default 1). */
export async function addConfigurableProduct(
  client: CommerceClient,
  cartId: string,
  item: ConfigurableItemToAdd,
): Promise<CartChange> {
  return addProducts(client, cartId, [
    { sku: item.sku, parent_sku: item.parentSku, quantity: item.quantity ?? 1 },
  ]);
}

const AddBundleProductsToCartMutation = graphql(`
  mutation AddBundleProductsToCart($cartId: String!, $cartItems: [BundleProductCartItemInput!]!) {
    addBundleProductsToCart(input: { cart_id: $cartId, cart_items: $cartItems }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export async function addBundleProduct(
  client: CommerceClient,
  cartId: string,
  item: BundleItemToAdd,
): Promise<CartChange> {
  const cartItems = [
    { data: { sku: item.sku, quantity: item.quantity ?? 1 }, bundle_options: item.bundleOptions },
  ];
  const data = await client.request(AddBundleProductsToCartMutation, { cartId, cartItems });
  return { cart: requireCartPayload(data.addBundleProductsToCart).cart, userErrors: [] };
}

/**
 * Gifts (spec section 5): items with quantity 0 or less are dropped; when none remain nothing is sent.
 * Each gift carries is_gift, its parent gift sku and, when known, the parent gift id as entered options.
 */
export async function addGifts(
  client: CommerceClient,
  cartId: string,
  gifts: GiftToAdd[],
): Promise<CartChange | undefined> {
  const wanted = gifts.filter((gift) => gift.quantity > 0);
  if (wanted.length === 0) return undefined;
  return addProducts(
    client,
    cartId,
    wanted.map((gift) => ({
      sku: gift.sku,
      quantity: gift.quantity,
      entered_options: [
        { uid: 'is_gift', value: 'true' },
        { uid: 'parent_gift_sku', value: gift.parentGiftSku },
        ...(gift.parentGiftId ? [{ uid: 'parent_gift_id', value: gift.parentGiftId }] : []),
      ],
    })),
  );
}

const AddProductsToCartMutation = graphql(`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
`);

async function addProducts(
  client: CommerceClient,
  cartId: string,
  cartItems: Array<{
    sku: string;
    quantity: number;
    parent_sku?: string;
    entered_options?: Array<{ uid: string; value: string }>;
  }>,
): Promise<CartChange> {
  const data = await client.request(AddProductsToCartMutation, { cartId, cartItems });
  const payload = requireCartPayload(data.addProductsToCart);
  return { cart: payload.cart, userErrors: payload.user_errors };
}

const RemoveItemFromCartMutation = graphql(`
  mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemUid }) {
      cart {
        ...CartFields
      }
    }
  }
`);

/** One removal per item, all in parallel (spec section 7); the answer is the cart after the last one. */
export async function removeItems(
  client: CommerceClient,
  cartId: string,
  itemUids: string[],
): Promise<CartData | undefined> {
  const results = await Promise.all(
    itemUids.map((itemUid) => client.request(RemoveItemFromCartMutation, { cartId, itemUid })),
  );
  const carts = results.map((result) => result.removeItemFromCart?.cart).filter((cart) => cart !== undefined);
  // The answers race; the one with the fewest items is the cart after every removal.
  return [...carts].sort((a, b) => (a.items?.length ?? 0) - (b.items?.length ?? 0))[0];
}

const UpdateCartItemsMutation = graphql(`
  mutation UpdateCartItems($cartId: String!, $items: [CartItemUpdateInput!]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {
      cart {
        ...CartFields
      }
      errors {
        code
        message
      }
    }
  }
`);

export async function updateItemQuantities(
  client: CommerceClient,
  cartId: string,
  items: Array<{ uid: string; quantity: number }>,
): Promise<CartChange> {
  const data = await client.request(UpdateCartItemsMutation, {
    cartId,
    items: items.map((item) => ({ cart_item_uid: item.uid, quantity: item.quantity })),
  });
  const payload = requireCartPayload(data.updateCartItems);
  return { cart: payload.cart, userErrors: payload.errors };
}

export interface CouponResult {
  applied_coupons: string[];
  can_apply_coupons: boolean;
  /** One failure when the coupon was refused, none when it applied. */
  messages: ShopperFailure[];
  /** The cart when the server returned one (even beside an error). */
  cart?: CartData;
}

/** Spec section 8: a refused coupon reads the server's first message, else the shop's cart.checkout.error.promo_code. */
const couponRefusal = (serverMessage: string | undefined): ShopperFailure =>
  serverMessage ? { kind: 'said', message: serverMessage } : shopFailure('cart.checkout.error.promo_code');

const ApplyCouponToCartMutation = graphql(`
  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        ...CartFields
      }
    }
  }
`);

/**
 * Applies a coupon on top of those already applied (codes joined by commas). On failure the shopper reads
 * the first server message, else the translated cart.checkout.error.promo_code, as a one-item messages list;
 * the applied coupon list is the server's whenever it returned cart data, even beside an error.
 */
export async function applyCoupon(
  client: CommerceClient,
  cartId: string,
  code: string,
  appliedCodes: string[] = [],
): Promise<CouponResult> {
  const codes = [...new Set([...appliedCodes, code.trim()])].filter(Boolean);
  try {
    const { data, errors } = await client.requestWithErrors(
      ApplyCouponToCartMutation,
      { cartId, couponCode: codes.join(',') },
      { errorPolicy: 'all' },
    );
    const cart = data?.applyCouponToCart?.cart;
    const applied = cart
      ? (cart.applied_coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : []))
      : appliedCodes;
    const canApply = cart?.can_apply_coupons ?? true;
    if (errors.length > 0) {
      return {
        applied_coupons: applied,
        can_apply_coupons: canApply,
        messages: [couponRefusal(errors[0]?.message)],
        ...(cart ? { cart } : {}),
      };
    }
    return { applied_coupons: applied, can_apply_coupons: canApply, messages: [], ...(cart ? { cart } : {}) };
  } catch (error) {
    const message = isCommerceError(error) ? error.errors[0]?.message : undefined;
    return { applied_coupons: appliedCodes, can_apply_coupons: true, messages: [couponRefusal(message)] };
  }
}

const RemoveCouponFromCartMutation = graphql(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export async function removeCoupons(client: CommerceClient, cartId: string): Promise<CartData | undefined> {
  return (
    (await client.request(RemoveCouponFromCartMutation, { cartId })).removeCouponFromCart?.cart ?? undefined
  );
}

const ApplyCampaignToCartMutation = graphql(`
  mutation ApplyCampaignToCart($cartId: String!, $campaignUuid: String!) {
    applyCampaignToCart(input: { cart_id: $cartId, campaign_uuid: $campaignUuid }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export async function applyCampaign(
  client: CommerceClient,
  cartId: string,
  campaignUuid: string,
): Promise<CartData> {
  const data = await client.request(ApplyCampaignToCartMutation, { cartId, campaignUuid });
  return requireCartPayload(data.applyCampaignToCart).cart;
}

const RemoveCampaignFromCartMutation = graphql(`
  mutation RemoveCampaignFromCart($cartId: String!) {
    removeCampaignFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export async function removeCampaign(client: CommerceClient, cartId: string): Promise<CartData> {
  const data = await client.request(RemoveCampaignFromCartMutation, { cartId });
  return requireCartPayload(data.removeCampaignFromCart).cart;
}
