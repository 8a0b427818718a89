export { PaymentMethods } from './PaymentMethods';
export type { PaymentMethodsProps } from './PaymentMethods';
export { ChangePaymentMethod } from './ChangePaymentMethod';
export { PaymentMethodSummary, PaymentStatus } from './PaymentStatus';
export type { PaymentMethodSummaryProps, PaymentStatusProps } from './PaymentStatus';
export type { ChangePaymentMethodProps } from './ChangePaymentMethod';
