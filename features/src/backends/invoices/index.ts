export { createInvoicesClient } from './client';
export type { InvoicesClient } from './client';
