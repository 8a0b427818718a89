export type { PaymentMethod, PaymentOrderResult } from './contract/wire';
