import type { ActivityEvents, CommerceEventName, TrackedProduct, TrackingEvent } from './events';

/** GA4's item shape (GA4 event reference, "Item"). */
export interface Ga4Item {
  item_id?: string;
  item_name?: string;
  price?: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  discount?: number;
  coupon?: string;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export type DataLayerMessage = Record<string, unknown>;

export interface DataLayerMapping {
  /** What to push, in order: `{ ecommerce: null }` first for an ecommerce event, as GA4 advises. */
  messages: DataLayerMessage[];
  /** Why part or all of the event could not be sent; the analytics adapter logs these. */
  problems: string[];
}

/**
 * GA4 recommended names for our commerce events. A carton more or fewer is a cart quantity change,
 * which GA4 records as add_to_cart / remove_from_cart; events GA4 has no name for keep their own.
 */
export const ga4CommerceEventNames: Record<CommerceEventName, string> = {
  'tracking:commerce:view_item_list': 'view_item_list',
  'tracking:commerce:select_item': 'select_item',
  'tracking:commerce:view_item': 'view_item',
  'tracking:commerce:view_cart': 'view_cart',
  'tracking:commerce:add_to_cart': 'add_to_cart',
  'tracking:commerce:remove_from_cart': 'remove_from_cart',
  'tracking:commerce:begin_checkout': 'begin_checkout',
  'tracking:commerce:checkout_progress': 'checkout_progress',
  'tracking:commerce:add_shipping_info': 'add_shipping_info',
  'tracking:commerce:add_payment_info': 'add_payment_info',
  'tracking:commerce:purchase': 'purchase',
  'tracking:commerce:re_order': 're_order',
  'tracking:commerce:subscription_pause': 'subscription_pause',
  'tracking:commerce:subscription_resume': 'subscription_resume',
  'tracking:commerce:subscription_stop': 'subscription_stop',
  'tracking:commerce:add_to_subscription': 'add_to_subscription',
  'tracking:commerce:remove_from_subscription': 'remove_from_subscription',
  'tracking:commerce:increase_carton': 'add_to_cart',
  'tracking:commerce:decrease_carton': 'remove_from_cart',
};

/** Activity events GA4 has a recommended name for; the rest go out under their own short name. */
const ga4ActivityEventNames: Partial<Record<keyof ActivityEvents, string>> = {
  'tracking:activity:login_success': 'login',
  'tracking:activity:sign_up_regular': 'sign_up',
  'tracking:activity:search': 'search',
};

function ga4Item(product: TrackedProduct, list: { list_id?: string; list_name?: string } = {}): Ga4Item {
  const item: Ga4Item = { quantity: product.quantity ?? 1 };
  if (product.sku) item.item_id = product.sku;
  if (product.name) item.item_name = product.name;
  if (product.price !== undefined) item.price = product.price;
  if (product.brand) item.item_brand = product.brand;
  if (product.category) item.item_category = product.category;
  if (product.variant) item.item_variant = product.variant;
  if (product.discount !== undefined) item.discount = product.discount;
  if (product.coupon) item.coupon = product.coupon;
  if (product.index !== undefined) item.index = product.index;
  if (list.list_id) item.item_list_id = list.list_id;
  if (list.list_name) item.item_list_name = list.list_name;
  return item;
}

/** GA4: value is the sum of price x quantity, without shipping or tax; rounded to cents to avoid float dust. */
export function ga4Value(items: readonly Ga4Item[]): number {
  const total = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  return Math.round(total * 100) / 100;
}

function ga4Items(
  products: readonly TrackedProduct[],
  problems: string[],
  list?: { list_id?: string; list_name?: string },
) {
  const items: Ga4Item[] = [];
  for (const product of products) {
    const item = ga4Item(product, list);
    if (item.item_id || item.item_name) items.push(item);
    else problems.push('an item without sku or name was left out (GA4 needs item_id or item_name)');
  }
  return items;
}

function withoutUndefined(params: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
}

function commerceParams(event: Extract<TrackingEvent, { name: CommerceEventName }>, problems: string[]) {
  switch (event.name) {
    case 'tracking:commerce:view_item_list': {
      const { items, list_id, list_name } = event.payload;
      return {
        item_list_id: list_id,
        item_list_name: list_name,
        items: ga4Items(items, problems, { list_id, list_name }),
      };
    }
    case 'tracking:commerce:select_item': {
      const { item, list_id, list_name } = event.payload;
      return {
        item_list_id: list_id,
        item_list_name: list_name,
        items: ga4Items([item], problems, { list_id, list_name }),
      };
    }
    default: {
      const { currency, items: products, ...rest } = event.payload;
      const items = ga4Items(products, problems);
      return { currency, value: ga4Value(items), ...rest, items };
    }
  }
}

/** Turns one tracking event into what GA4 reads from window.dataLayer. */
export function toDataLayer(event: TrackingEvent): DataLayerMapping {
  const problems: string[] = [];
  if (event.name.startsWith('tracking:commerce:')) {
    const commerceEvent = event as Extract<TrackingEvent, { name: CommerceEventName }>;
    if (commerceEvent.name === 'tracking:commerce:purchase' && !commerceEvent.payload.transaction_id) {
      return { messages: [], problems: ['purchase not sent: GA4 needs a non-empty transaction_id'] };
    }
    const ecommerce = withoutUndefined(commerceParams(commerceEvent, problems));
    return {
      messages: [{ ecommerce: null }, { event: ga4CommerceEventNames[commerceEvent.name], ecommerce }],
      problems,
    };
  }
  const activityName = event.name as keyof ActivityEvents;
  const name = ga4ActivityEventNames[activityName] ?? activityName.replace('tracking:activity:', '');
  return { messages: [{ event: name, ...withoutUndefined(event.payload) }], problems };
}
