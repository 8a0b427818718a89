export type { PaymentClient, PaymentMethod, PaymentOrderResult, SavedCard } from './contract/wire';
export type { paths as PaymentsEvoPaths } from './generated/payments-evo';
export { createPaymentService, paymentBackendOf } from './client';
export type { PaymentBackend, PaymentOrderRequest, PaymentService, PaymentServiceOptions } from './client';
