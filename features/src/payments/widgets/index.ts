export { PaymentMethods } from './PaymentMethods';
export type { PaymentMethodsProps } from './PaymentMethods';
export { ChangePaymentMethod } from './ChangePaymentMethod';
export { PaymentStatus } from './PaymentStatus';
export type { PaymentStatusProps } from './PaymentStatus';
export type { ChangePaymentMethodProps } from './ChangePaymentMethod';
