export { CheckoutWidget } from './CheckoutWidget';
export type { CheckoutWidgetProps } from './CheckoutWidget';
export { OrderConfirmation } from './OrderConfirmation';
export type { OrderConfirmationProps } from './OrderConfirmation';
