import { toMoney, type Money, type ShopperFailure } from '../platform';
import type { CartData } from './api';
import { cartCodeFailure } from './failures';

export interface CartLine {
  uid: string;
  sku: string;
  parentSku?: string;
  name: string;
  quantity: number;
  image?: { url: string; alt: string };
  unitPrice: Money;
  rowTotal: Money;
  options: string[];
  isGift: boolean;
  isSubscription: boolean;
  /** How a subscription line is delivered (spec section 3, subscription_format). */
  subscriptionFormat?: string;
  /** The product's categories (url keys): the trade-in programme takes devices by category. */
  categoryIds: string[];
  /** Each item error in the shopper's words. */
  /** What Magento says is wrong with the line (too many, out of stock...), for the widget to word. */
  problems: Array<{ code: string; failure: ShopperFailure }>;
}

export interface CartView {
  id: string;
  count: number;
  lines: CartLine[];
  coupons: string[];
  canApplyCoupons: boolean;
  messages: string[];
  freeGifts: Array<{
    sku: string;
    name: string;
    parentGiftSku: string;
    parentGiftId: string;
    maxQuantity: number;
  }>;
  prices: {
    grandTotal: Money;
    subtotalExcludingTax: Money;
    subtotalIncludingTax: Money;
    taxes: Array<{ label: string; amount: Money }>;
    discounts: Array<{ label: string; amount: Money }>;
    shipping?: Money;
    appliedCampaign?: { uuid: string; points: number; amount: Money };
    subscriptionAmount?: Money;
    totalAfterTrial?: Money;
    minimumPayable?: Money;
  };
}

/**
 * Whether a points campaign worth `price` fits the cart: not more than its goods cost after the coupons' discounts.
 * A larger one would spend the shopper's points for less than they are worth (400 points for a €1 trial cart).
 */
export function campaignFitsCart(price: number, cart: CartView): boolean {
  const discounts = cart.prices.discounts.reduce((sum, discount) => sum + Math.abs(discount.amount.value), 0);
  return price <= cart.prices.subtotalIncludingTax.value - discounts;
}

export function toCartView(cart: CartData): CartView {
  const currency = cart.prices?.grand_total?.currency ?? 'EUR';
  const lines: CartLine[] = (cart.items ?? []).flatMap((item) => {
    if (!item) return [];
    const configurable = item.__typename === 'ConfigurableCartItem' ? item : undefined;
    const thumbnail = configurable?.configured_variant.thumbnail ?? item.product.thumbnail;
    const options = [
      ...(configurable?.configurable_options ?? []).flatMap((option) =>
        option ? [`${option.option_label}: ${option.value_label}`] : [],
      ),
      ...(item.__typename === 'BundleCartItem' ? item.bundle_options : []).flatMap((option) =>
        option ? option.values.flatMap((value) => (value ? [`${value.quantity} × ${value.label}`] : [])) : [],
      ),
    ];
    return [
      {
        uid: item.uid,
        sku: configurable?.configured_variant.sku ?? item.product.sku ?? '',
        ...(configurable ? { parentSku: item.product.sku ?? '' } : {}),
        name: item.product.name ?? '',
        quantity: item.quantity,
        ...(thumbnail?.url
          ? { image: { url: thumbnail.url, alt: thumbnail.label ?? item.product.name ?? '' } }
          : {}),
        unitPrice: toMoney(item.prices?.price, currency),
        rowTotal: toMoney(item.prices?.row_total_including_tax, currency),
        options,
        isGift: Boolean(item.gift_data?.is_gift),
        isSubscription: item.is_subscription,
        ...(item.is_subscription && item.subscription_format
          ? { subscriptionFormat: item.subscription_format }
          : {}),
        categoryIds: (item.product.categories ?? []).flatMap((category) => category?.url_key ?? []),
        problems: (item.errors ?? []).map((error) => ({
          code: error.code,
          failure: cartCodeFailure(error.code),
        })),
      },
    ];
  });
  const prices = cart.prices;
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method?.amount;
  return {
    id: cart.id,
    count: cart.total_quantity,
    lines,
    coupons: (cart.applied_coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : [])),
    canApplyCoupons: cart.can_apply_coupons,
    messages: cart.messages,
    freeGifts: cart.free_gifts.map((gift) => ({
      sku: gift.sku,
      name: gift.name,
      parentGiftSku: gift.parent_gift_sku,
      parentGiftId: gift.parent_gift_id,
      maxQuantity: gift.max_quantity,
    })),
    prices: {
      grandTotal: toMoney(prices?.grand_total, currency),
      subtotalExcludingTax: toMoney(prices?.subtotal_excluding_tax, currency),
      subtotalIncludingTax: toMoney(prices?.subtotal_including_tax, currency),
      taxes: (prices?.applied_taxes ?? []).flatMap((tax) =>
        tax ? [{ label: tax.label, amount: toMoney(tax.amount, currency) }] : [],
      ),
      discounts: (prices?.discounts ?? []).flatMap((discount) =>
        discount ? [{ label: discount.label, amount: toMoney(discount.amount, currency) }] : [],
      ),
      ...(shipping ? { shipping: toMoney(shipping, currency) } : {}),
      ...(prices?.applied_campaign
        ? {
            appliedCampaign: {
              uuid: prices.applied_campaign.loyalty_discount_uuid,
              points: prices.applied_campaign.points,
              amount: toMoney(prices.applied_campaign.amount, currency),
            },
          }
        : {}),
      ...(prices?.subscription_amount?.value
        ? { subscriptionAmount: toMoney(prices.subscription_amount, currency) }
        : {}),
      ...(prices?.total_after_trial ? { totalAfterTrial: toMoney(prices.total_after_trial, currency) } : {}),
      ...(prices?.minimum_payable_amount
        ? { minimumPayable: toMoney(prices.minimum_payable_amount, currency) }
        : {}),
    },
  };
}

/**
 * What /cart's server render knows of the cart (site/app/lib/cart.server.ts): a guest's cart, null for a guest who has
 * none yet; for a signed-in shopper no cart but `signedIn`, as the browser alone keeps the customer token that reads it.
 */
export interface RenderedCart {
  cart?: CartData | null;
  signedIn?: true;
}

/**
 * What /cart's action answered a cart form sent before the page hydrated: a failure, and the promo code as sent
 * (`missing` when it was sent empty: the widget marks the field and asks for a code).
 */
export interface PostedCart {
  failure?: ShopperFailure;
  coupon?: { code: string; messages: ShopperFailure[]; missing?: true };
}
