import type { paymentsMessages } from './messages';

/** The payment pieces' words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const paymentsMessagesDe = {
  'payments.legend': 'Zahlungsart',
  'payments.default': 'Empfohlen',
  'payments.none': 'Für diese Bestellung ist keine Zahlungsart verfügbar. Bitte kontaktieren Sie uns.',
  'payments.test': 'Testmodus: {method} ist mit der Testumgebung verbunden, es wird kein Geld abgebucht.',
  'payments.client.error':
    '{method} kann gerade nicht gestartet werden. Wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.',
  'payments.retry': 'Erneut versuchen',
  'payments.change': 'Anders bezahlen',
  'payments.change.save': 'Mit dieser Zahlungsart bezahlen',
  'payments.change.done': 'Sie bezahlen diese Bestellung jetzt mit {method}.',
  'payments.error.ORDER_ALREADY_PAID':
    'Diese Bestellung ist bereits bezahlt, daher bleibt die Zahlungsart unverändert.',
  'payments.error.PAYMENT_METHOD_NOT_AVAILABLE':
    '{method} ist für diese Bestellung nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.',
  'payments.error.ORDER_NOT_FOUND': 'Diese Bestellung wurde nicht gefunden.',
  'payments.error.generic': 'Die Zahlungsart konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  'payments.summary.method': 'Zahlungsart:',
  'payments.status.pending':
    'Ihre Zahlung über {amount} mit {method} wird bestätigt. Diese Seite aktualisiert sich von selbst.',
  'payments.status.paid': 'Bezahlt: {amount} mit {method}. Vielen Dank.',
  'payments.status.declined':
    'Ihre Zahlung über {amount} mit {method} wurde abgelehnt, es wurde nichts abgebucht. Bitte wählen Sie eine andere Zahlungsart.',
  'payments.card.legend': 'Mit welcher Karte möchten Sie zahlen?',
  'payments.card.saved': '{brand} mit Endziffern {last4}, gültig bis {expiry}',
  'payments.card.expired': '{brand} mit Endziffern {last4}, abgelaufen {expiry}',
  'payments.card.new': 'Eine neue Karte',
  'payments.card.save': 'Diese Karte für das nächste Mal speichern',
  'payments.card.save.hint':
    'Unser Zahlungsdienstleister bewahrt sie auf; beim nächsten Mal zahlen Sie mit einem Schritt.',
  'payments.error.CARD_EXPIRED':
    'Diese Karte ist abgelaufen. Bitte wählen Sie eine andere Karte oder Zahlungsart.',
  'payments.status.other': 'Zahlung mit {method}: {status}.',
  'payments.status.error':
    'Der Stand Ihrer Zahlung konnte nicht gelesen werden. Ihre Bestellung ist aufgegeben.',
} as const satisfies Record<keyof typeof paymentsMessages, string>;
