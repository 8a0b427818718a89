export { fetchInvoice, invoiceFileName, isOrderNumber, offersInvoices } from './api';
export type { InvoicesConfig } from './api';
export { useInvoiceDownload } from './hooks';
export type { InvoiceDownload } from './hooks';
export { invoicesMessages } from './messages';
