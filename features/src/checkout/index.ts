export {
  DEFAULT_PAYMENT_METHOD,
  getCheckoutCart,
  getCountries,
  getDeliveryLimits,
  getOrderAttributes,
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './api';
export type { CheckoutCart, PlaceOrderResult } from './api';
export { checkoutMessages } from './messages';
export {
  choosableShippingMethods,
  emptyAddress,
  fromBackendAddress,
  orderAttributePlacements,
  orderAttributeProblem,
  orderAttributesByPlacement,
  postcodeProblem,
  postcodeRulesOf,
  sortByPrice,
  streetLinesOf,
  toBackendAddress,
  toCartAddressInput,
  toCheckoutView,
} from './types';
export type {
  BackendAddress,
  CheckoutView,
  DeliveryLimits,
  OrderAttribute,
  OrderAttributePlacement,
  PaymentOutcome,
  PlacedOrder,
  PostcodeRules,
  ProductAddress,
  ShippingMethod,
} from './types';
export { checkoutFailureText, checkoutSteps, useCheckout, useCheckoutWords } from './hooks';
export type { CheckoutStep } from './hooks';
export { CheckoutWidget } from './widgets/CheckoutWidget';
export type { CheckoutWidgetProps } from './widgets/CheckoutWidget';
export { OrderConfirmation } from './widgets/OrderConfirmation';
export type { OrderConfirmationProps } from './widgets/OrderConfirmation';
