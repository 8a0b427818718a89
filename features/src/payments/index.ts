export { createPaymentService, updatePaymentMethod } from './api';
export type {
  PaymentOrderRequest,
  PaymentService,
  PaymentServiceOptions,
  UpdatePaymentMethodResult,
} from './api';
export {
  DEFAULT_PAYMENT_METHOD,
  initialPaymentMethodOf,
  needsPaymentService,
  paymentOptionsOf,
} from './types';
export type {
  PaymentBackend,
  PaymentClient,
  PaymentMethod,
  PaymentOption,
  PaymentOrderResult,
} from './types';
export { paymentsMessages } from './messages';
export type { PaymentsMessageKey } from './messages';
export {
  paymentChangeFailureText,
  paymentStatusText,
  usePaymentMethods,
  usePaymentOptions,
  usePaymentService,
  usePaymentStartCheck,
  usePaymentStatus,
  usePaymentsWords,
  useUpdatePaymentMethod,
} from './hooks';
export { PaymentMethods } from './widgets/PaymentMethods';
export type { PaymentMethodsProps } from './widgets/PaymentMethods';
export { ChangePaymentMethod } from './widgets/ChangePaymentMethod';
export { PaymentStatus } from './widgets/PaymentStatus';
export type { PaymentStatusProps } from './widgets/PaymentStatus';
export type { ChangePaymentMethodProps } from './widgets/ChangePaymentMethod';
export { CARD_PAYMENT_SETTLES_MS, resetPaymentsSandbox, sandboxPayment, seedPaymentMethods } from './sandbox';
