/**
 * The shop's tracking events (spec section 9), each name with the payload it carries.
 * Commerce payloads speak the shop's words (sku, name, price); ga4.ts turns them into GA4's.
 */

/** A product as tracking sees it. GA4 needs item_id or item_name, so an item with neither is not sent. */
export interface TrackedProduct {
  sku: string;
  name: string;
  /** Unit price in the event's currency. */
  price?: number;
  /** Defaults to 1. */
  quantity?: number;
  brand?: string;
  category?: string;
  variant?: string;
  /** Unit discount in the event's currency. */
  discount?: number;
  coupon?: string;
  /** Position in the list the shopper saw it in. */
  index?: number;
}

/** Products with a price: GA4 sends a value (sum of price x quantity), so the currency always comes along. */
export interface PricedProducts {
  currency: string;
  items: TrackedProduct[];
}

export interface ProductList {
  list_id?: string;
  list_name?: string;
}

export interface CommerceEvents {
  'tracking:commerce:view_item_list': ProductList & { items: TrackedProduct[] };
  'tracking:commerce:select_item': ProductList & { item: TrackedProduct };
  'tracking:commerce:view_item': PricedProducts;
  'tracking:commerce:view_cart': PricedProducts;
  'tracking:commerce:add_to_cart': PricedProducts;
  'tracking:commerce:remove_from_cart': PricedProducts;
  'tracking:commerce:begin_checkout': PricedProducts & { coupon?: string };
  'tracking:commerce:checkout_progress': PricedProducts & { step: string; coupon?: string };
  'tracking:commerce:add_shipping_info': PricedProducts & { coupon?: string; shipping_tier?: string };
  'tracking:commerce:add_payment_info': PricedProducts & { coupon?: string; payment_type?: string };
  'tracking:commerce:purchase': PricedProducts & {
    /** The order number; GA4 deduplicates purchases by it, so it is never empty. */
    transaction_id: string;
    coupon?: string;
    shipping?: number;
    tax?: number;
  };
  /** A past order put back into the cart. */
  'tracking:commerce:re_order': PricedProducts & { order_number: string };
  'tracking:commerce:subscription_pause': PricedProducts & { subscription_id: string };
  'tracking:commerce:subscription_resume': PricedProducts & { subscription_id: string };
  'tracking:commerce:subscription_stop': PricedProducts & { subscription_id: string };
  /** subscription_id is absent when the products start a new subscription (in the cart, before any order). */
  'tracking:commerce:add_to_subscription': PricedProducts & { subscription_id?: string };
  'tracking:commerce:remove_from_subscription': PricedProducts & { subscription_id: string };
  /** One more carton of a product in the cart; the item's quantity is the cartons added. */
  'tracking:commerce:increase_carton': PricedProducts;
  /** One carton fewer; the item's quantity is the cartons removed. */
  'tracking:commerce:decrease_carton': PricedProducts;
}

/** Where on the page something was clicked, for activity events that come from links and buttons. */
export interface ClickDetails {
  label: string;
  url?: string;
  location?: string;
}

export interface ActivityEvents {
  'tracking:activity:checkout_page_view': { step: string };
  'tracking:activity:code_submit_success': { code_type: string };
  'tracking:activity:create_account_click': ClickDetails;
  'tracking:activity:cta_click': ClickDetails;
  'tracking:activity:faq_link_click': ClickDetails;
  'tracking:activity:search': { search_term: string };
  'tracking:activity:search_result_click': { search_term: string; url: string; position: number };
  'tracking:activity:flavour_finder_progress': { step: number; answer?: string };
  /** The recommended flavours, best first, and the answers (in question order) that led to them. */
  'tracking:activity:flavour_finder_result': { flavours: string[]; answers: string[] };
  'tracking:activity:free_trial_start': { program: string };
  'tracking:activity:follow': { network: string };
  'tracking:activity:hard_age_verification_start': { method: string };
  'tracking:activity:hard_age_verification_success': { method: string };
  'tracking:activity:login_kakao': { method: 'kakao' };
  'tracking:activity:login_fail': { method: string; reason?: string };
  'tracking:activity:login_success': { method: string };
  'tracking:activity:logout_success': Record<string, never>;
  'tracking:activity:points_history_click': ClickDetails;
  'tracking:activity:redeem_click': { reward_id: string; reward_name: string; points: number };
  'tracking:activity:redeem_checkout': { reward_id: string; reward_name: string; points: number };
  'tracking:activity:referral_code_copy': Record<string, never>;
  'tracking:activity:shop_filter': { filter: string; value: string };
  'tracking:activity:sign_up_progress': { step: string };
  'tracking:activity:sign_up_regular': { method: string };
  'tracking:activity:social_icon_click': { network: string };
  'tracking:activity:unsubscribe': { topic: string };
  'tracking:activity:device_register': { product_type: string };
  'tracking:activity:device_deregister': { product_type: string };
  'tracking:activity:video_click': { video_title: string };
  'tracking:activity:video_stop': { video_title: string; seconds_watched: number };
  'tracking:activity:contact_us_click': ClickDetails;
  'tracking:activity:contact_us_phone_click': ClickDetails;
  'tracking:activity:blog_article_click': ClickDetails;
  'tracking:activity:store_locator_click': ClickDetails;
  'tracking:activity:subscribe_block_click': ClickDetails;
  'tracking:activity:menu_navigation_click': ClickDetails;
  'tracking:activity:carousel_click': ClickDetails & { position?: number };
  'tracking:activity:age_verification_click': ClickDetails;
  'tracking:activity:survey_start': { survey_id: string };
  'tracking:activity:survey_progress': { survey_id: string; step: number };
  'tracking:activity:survey_completion': { survey_id: string };
}

export type TrackingEventMap = CommerceEvents & ActivityEvents;
export type TrackingEventName = keyof TrackingEventMap;
export type CommerceEventName = keyof CommerceEvents;

/** One event on the bus: a name and the payload that goes with it, narrowed together. */
export type TrackingEvent = {
  [Name in TrackingEventName]: { name: Name; payload: TrackingEventMap[Name] };
}[TrackingEventName];

const commerceEventNames = [
  'tracking:commerce:view_item_list',
  'tracking:commerce:select_item',
  'tracking:commerce:view_item',
  'tracking:commerce:view_cart',
  'tracking:commerce:add_to_cart',
  'tracking:commerce:remove_from_cart',
  'tracking:commerce:begin_checkout',
  'tracking:commerce:checkout_progress',
  'tracking:commerce:add_shipping_info',
  'tracking:commerce:add_payment_info',
  'tracking:commerce:purchase',
  'tracking:commerce:re_order',
  'tracking:commerce:subscription_pause',
  'tracking:commerce:subscription_resume',
  'tracking:commerce:subscription_stop',
  'tracking:commerce:add_to_subscription',
  'tracking:commerce:remove_from_subscription',
  'tracking:commerce:increase_carton',
  'tracking:commerce:decrease_carton',
] as const satisfies readonly CommerceEventName[];

const activityEventNames = [
  'tracking:activity:checkout_page_view',
  'tracking:activity:code_submit_success',
  'tracking:activity:create_account_click',
  'tracking:activity:cta_click',
  'tracking:activity:faq_link_click',
  'tracking:activity:search',
  'tracking:activity:search_result_click',
  'tracking:activity:flavour_finder_progress',
  'tracking:activity:flavour_finder_result',
  'tracking:activity:free_trial_start',
  'tracking:activity:follow',
  'tracking:activity:hard_age_verification_start',
  'tracking:activity:hard_age_verification_success',
  'tracking:activity:login_kakao',
  'tracking:activity:login_fail',
  'tracking:activity:login_success',
  'tracking:activity:logout_success',
  'tracking:activity:points_history_click',
  'tracking:activity:redeem_click',
  'tracking:activity:redeem_checkout',
  'tracking:activity:referral_code_copy',
  'tracking:activity:shop_filter',
  'tracking:activity:sign_up_progress',
  'tracking:activity:sign_up_regular',
  'tracking:activity:social_icon_click',
  'tracking:activity:unsubscribe',
  'tracking:activity:device_register',
  'tracking:activity:device_deregister',
  'tracking:activity:video_click',
  'tracking:activity:video_stop',
  'tracking:activity:contact_us_click',
  'tracking:activity:contact_us_phone_click',
  'tracking:activity:blog_article_click',
  'tracking:activity:store_locator_click',
  'tracking:activity:subscribe_block_click',
  'tracking:activity:menu_navigation_click',
  'tracking:activity:carousel_click',
  'tracking:activity:age_verification_click',
  'tracking:activity:survey_start',
  'tracking:activity:survey_progress',
  'tracking:activity:survey_completion',
] as const satisfies readonly (keyof ActivityEvents)[];

// A name added to the map but not to the lists above fails to compile here.
type Unlisted = Exclude<
  TrackingEventName,
  (typeof commerceEventNames)[number] | (typeof activityEventNames)[number]
>;
const everyNameListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** Every tracking event name, for code that needs them at run time (tests, debugging panels). */
export const trackingEventNames: readonly TrackingEventName[] = everyNameListed && [
  ...commerceEventNames,
  ...activityEventNames,
];

export function isCommerceEvent(
  event: TrackingEvent,
): event is Extract<TrackingEvent, { name: CommerceEventName }> {
  return event.name.startsWith('tracking:commerce:');
}
