import type { invoicesMessages } from './messages';

/** The invoice download's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const invoicesMessagesDe = {
  'invoices.download': 'Rechnung herunterladen (PDF)',
  'invoices.ready': 'Die Rechnung zur Bestellung {number} wird heruntergeladen.',
  'invoices.error.session':
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an, um die Rechnung herunterzuladen.',
  'invoices.error.missing': 'Für diese Bestellung gibt es noch keine Rechnung.',
  'invoices.error.notOffered': 'Dieser Shop bietet keine Rechnungen an.',
  'invoices.error.noSuchOrder': 'Diese Bestellung gibt es nicht.',
  'invoices.error.failed': 'Wir konnten die Rechnung nicht herunterladen. Bitte versuchen Sie es erneut.',
} as const satisfies Record<keyof typeof invoicesMessages, string>;
