/** The invoice download's words (English). */
export const invoicesMessages = {
  'invoices.download': 'Download invoice (PDF)',
  'invoices.ready': 'The invoice for order {number} is downloading.',
  'invoices.error.session': 'Your session has ended. Please sign in again to download the invoice.',
  'invoices.error.missing': 'There is no invoice for this order yet.',
  'invoices.error.notOffered': 'Invoices are not offered by this shop.',
  'invoices.error.noSuchOrder': 'There is no such order.',
  'invoices.error.failed': 'We could not download the invoice. Please try again.',
} as const;
