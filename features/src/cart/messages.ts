/**
 * The cart's words, keyed for the platform translation dictionary. Error codes are those of spec section 8.
 * Plain data that imports nothing: the platform's dictionary loads it eagerly (see words.ts for lookups).
 */
export const cartMessages = {
  'cart.checkout.error.promo_code': 'This promo code cannot be applied.',
  'cart.error.generic': 'Something went wrong with your cart. Please try again.',
  'cart.error.unreachable': 'We could not reach the shop. Your cart is safe; please try again.',
  'cart.error.ITEM_QTY': 'The requested quantity is not available.',
  'cart.error.ITEM_INCREMENTS': 'This product is sold in packs; please change the quantity.',
  'cart.error.CARTONS_LIMIT': 'You have reached the maximum number of cartons per order.',
  'cart.error.ONGOING_SUBSCRIPTION': 'You already have an active subscription for this product.',
  'cart.error.TRADEIN_LIMIT': 'You have reached the trade-in limit for this order.',
  'cart.error.FREEGIFTS_LIMIT': 'You have reached the limit of free gifts for this order.',
  'cart.error.FREEGIFTS_NOT_ELIGIBLE': 'Your cart no longer qualifies for this free gift.',
  'cart.error.FREEGIFTS': 'This free gift cannot be added.',
  'cart.error.CART_NOT_FOUND': 'We could not find your cart, so we started a new one.',
  'cart.error.CART_NOT_ACTIVE': 'Your previous cart was closed, so we started a new one.',
  'cart.error.GUEST_EMAIL_MISSING': 'Please enter your e-mail address.',
  'cart.error.UNABLE_TO_PLACE_ORDER': 'We could not place your order. Please check your cart and try again.',
  'cart.error.PRODUCT_NOT_FOUND': 'This product is no longer available.',
  'cart.error.NOT_SALABLE': 'This product is out of stock.',
  'cart.error.INSUFFICIENT_STOCK': 'There is not enough stock for the quantity you chose.',
  // Code 4 of spec section 8: the product already exists in the shopper's subscription.
  'cart.error.4': 'This product is already part of your subscription.',
  'cart.error.UNDEFINED': 'This product cannot be added right now.',
  'cart.merge.reduced': '{name}: quantity reduced to {quantity} ({reason}).',
  'cart.recovered': 'Your cart was restored in a new cart.',
  'cart.trigger': 'Cart',
  // Read after the count badge: "Cart 2 items".
  'cart.trigger.items': '{count, plural, one {item} other {items}}',
  'cart.title': 'Your cart',
  'cart.close': 'Close',
  'cart.campaign.heading': 'Pay with club points',
  'cart.campaign.use': 'Use {points, plural, one {# point} other {# points}} for {amount} off',
  'cart.campaign.applied':
    '{points, plural, one {# club point} other {# club points}} used: {amount} off your order.',
  'cart.campaign.remove': 'Stop using points',
  'cart.totals.campaign': 'Club points ({points, plural, one {# point} other {# points}})',
  // A subscription line says how it is delivered (subscription_format).
  'cart.line.subscription': 'Subscription: {format}',
  'cart.totals.subscription': 'Subscription, per month',
  // What the cart costs once a trial ends (trial store view): shown when it differs from the total.
  'cart.totals.afterTrial': 'Total after trial',
  'cart.retry': 'Try again',
  'cart.loading': 'Loading your cart…',
  'cart.signedInNeedsScript':
    'Your cart is kept with your account and appears here once this page has loaded. If it does not, please turn on JavaScript in your browser.',
  'cart.keepShopping': 'Continue shopping',
  'cart.empty': 'Your cart is empty.',
  'cart.goToCheckout': 'Go to checkout',
  'cart.freeGift': 'Free gift',
  'cart.each': 'each',
  'cart.quantity.less': 'One less {name}',
  'cart.quantity.label': 'Quantity of {name}',
  'cart.quantity.more': 'One more {name}',
  'cart.remove': 'Remove',
  'cart.remove.label': 'Remove {name}',
  'cart.gifts': 'Free gifts',
  'cart.gifts.add': 'Add your free gift: {name}',
  'cart.coupon': 'Promo code',
  'cart.coupon.apply': 'Apply',
  'cart.coupon.enterCode': 'Please enter a promo code.',
  'cart.coupon.applied': 'Applied: {codes}',
  'cart.coupon.remove': 'Remove promo codes',
  'cart.subtotal': 'Subtotal',
  'cart.discount': 'Discount ({label})',
  'cart.shipping': 'Shipping',
  'cart.tax': 'Including {label}',
  'cart.total': 'Total',
} as const;

export type CartMessageKey = keyof typeof cartMessages;
