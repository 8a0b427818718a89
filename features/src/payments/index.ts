export { createPaymentService, updatePaymentMethod } from './api';
export type {
  PaymentOrderRequest,
  PaymentService,
  PaymentServiceOptions,
  UpdatePaymentMethodResult,
} from './api';
export {
  DEFAULT_PAYMENT_METHOD,
  cardRequestOf,
  initialPaymentMethodOf,
  NEW_CARD,
  NO_CARD_CHOICE,
  savedCardOffer,
  needsPaymentService,
  paymentOptionsOf,
} from './types';
export type {
  CardChoice,
  PaymentBackend,
  PaymentClient,
  PaymentMethod,
  PaymentOption,
  PaymentOrderResult,
  SavedCard,
} from './types';
export { paymentsMessages } from './messages';
export type { PaymentsMessageKey } from './messages';
export {
  isFailedPayment,
  paymentChangeFailureOf,
  paymentStatusText,
  usePaymentMethods,
  usePaymentOptions,
  usePaymentService,
  usePaymentStartCheck,
  usePaymentStatus,
  usePaymentsWords,
  useCardRequest,
  usePaymentRefusalText,
  useUpdatePaymentMethod,
} from './hooks';
