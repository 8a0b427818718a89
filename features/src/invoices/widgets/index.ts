export { InvoiceButton } from './InvoiceButton';
export type { InvoiceButtonProps } from './InvoiceButton';
