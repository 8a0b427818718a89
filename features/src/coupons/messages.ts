/** The external coupons' words (English). The two libs.ui.promotion keys are spec section 8's own. */
export const couponsMessages = {
  'libs.ui.promotion.error_fetching_providers': 'We could not load the coupon partners. Please try again.',
  'libs.ui.promotion.error_requesting_coupon': 'We could not get your coupon. Please try again.',
  'coupons.heading': 'My coupons',
  'coupons.intro': 'Coupons from our partners, free for club members.',
  'coupons.signIn': 'Sign in to see your coupons',
  'coupons.retry': 'Try again',
  'coupons.wallet': 'Your coupons',
  'coupons.wallet.empty': 'You have no coupons yet. Request one from a partner below.',
  'coupons.code': 'Coupon code',
  'coupons.expires': 'Valid until {date}',
  'coupons.noExpiry': 'No end date',
  'coupons.requested': 'Requested on {date}',
  'coupons.offers': 'Partner offers',
  'coupons.offers.empty': 'You hold a coupon from every partner.',
  'coupons.request': 'Request coupon',
  /** The button's accessible name: its visible words first, then whose coupon. */
  'coupons.request.from': 'Request coupon from {name}',
  'coupons.terms': 'Terms of {name}',
  'coupons.ready': 'Your coupon from {name} is ready: {code}',
} as const;
