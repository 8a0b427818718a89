export {
  addBundleProduct,
  addConfigurableProduct,
  addGifts,
  addSimpleProducts,
  applyCampaign,
  applyCoupon,
  createGuestCart,
  getCart,
  getCustomerCart,
  mergeCarts,
  removeCampaign,
  removeCoupons,
  removeItems,
  updateItemQuantities,
} from './api';
export type {
  BundleItemToAdd,
  CartChange,
  CartData,
  ConfigurableItemToAdd,
  CouponResult,
  GiftToAdd,
  SimpleItemToAdd,
} from './api';
export { CART_COUNT_COOKIE, cartCountOf, MOST_COUNTED, showCartCount, useCartCount } from './count';
export { cartMessages } from './messages';
export type { CartMessageKey } from './messages';
export { cartCodeFailure, cartFailureOf } from './failures';
export {
  CART_ID_COOKIE,
  cartIdCookie,
  cartProblemOf,
  loadShopperCart,
  mergeGuestCartIntoCustomerCart,
  putInCartOnce,
  readGuestCartId,
  recoverCart,
  storeGuestCartId,
  withCartRecovery,
} from './session';
export type { MergeResult } from './session';
export { toCartView } from './types';
export type { CartLine, CartView, PostedCart, RenderedCart } from './types';
export {
  useAddGifts,
  useAddToCart,
  useApplyCoupon,
  useCart,
  useClearCartAfterOrder,
  useRefreshCart,
  useLoyaltyCampaign,
  useUpdateCartItem,
} from './hooks';
export type { CartCampaign, ItemToAdd } from './hooks';
