export { getCheckoutCart, getDeliveryLimits, getOrderAttributes } from './api';
export type { CheckoutCart } from './api';
export {
  DEFAULT_PAYMENT_METHOD,
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './stepApi';
export type { PlaceOrderResult } from './stepApi';
export { checkoutMessages } from './messages';
export { toCheckoutView } from './checkoutView';
export type { CheckoutView } from './checkoutView';
export type { DeliveryLimits } from './deliveryLimits';
export { orderAttributePlacements, orderAttributeRules, orderAttributesByPlacement } from './orderAttributes';
export type { OrderAttribute, OrderAttributePlacement } from './orderAttributes';
export type { PaymentOutcome, PlacedOrder } from './placedOrder';
export { choosableShippingMethods, sortByPrice } from './shippingMethods';
export type { ShippingMethod } from './shippingMethods';
export { useCheckout, useCheckoutWords } from './hooks';
export { checkoutSteps } from './steps';
export type { CheckoutStep } from './steps';
