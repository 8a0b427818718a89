import type { subscriptionsMessages } from './messages';

/** The subscriptions domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const subscriptionsMessagesDe = {
  'subscriptions.heading': 'Meine Abonnements',
  'subscriptions.signIn': 'Melden Sie sich an, um Ihre Abonnements zu sehen und zu verwalten.',
  'subscriptions.loadFailed': 'Ihre Abonnements konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'subscriptions.retry': 'Erneut versuchen',
  'subscriptions.empty': 'Sie haben noch keine Abonnements.',
  'subscriptions.status': '{status, select, active {Aktiv} paused {Pausiert} other {Gekündigt}}',
  'subscriptions.frequency':
    '{unit, select, week {{every, plural, one {Jede Woche} other {Alle # Wochen}}} other {{every, plural, one {Jeden Monat} other {Alle # Monate}}}}',
  'subscriptions.delivered': 'Geliefert wird',
  'subscriptions.line': '{quantity, number} × {name}',
  'subscriptions.often': 'Wie oft',
  'subscriptions.next': 'Nächste Lieferung',
  'subscriptions.next.none':
    '{status, select, paused {Keine, solange pausiert} other {Keine weiteren Lieferungen}}',
  'subscriptions.price': 'Preis pro Lieferung',
  'subscriptions.card': 'Belastet wird',
  'subscriptions.card.saved': '{brand} mit Endziffern {last4}, gültig bis {expiry}',
  'subscriptions.card.none': 'Keine gespeicherte Karte',
  'subscriptions.pause': '{name} pausieren',
  'subscriptions.pause.title': '{name} pausieren?',
  'subscriptions.pause.description':
    'Solange das Abonnement pausiert ist, wird nichts geliefert und Ihre Karte nicht belastet. Sie können es jederzeit fortsetzen.',
  'subscriptions.pause.confirm': 'Abonnement pausieren',
  'subscriptions.pause.keep': 'Weiterlaufen lassen',
  'subscriptions.pause.done': 'Ihr Abonnement {name} ist pausiert.',
  'subscriptions.resume': '{name} fortsetzen',
  'subscriptions.resume.title': '{name} fortsetzen?',
  'subscriptions.resume.description':
    'Die Lieferungen beginnen wieder: Die nächste wird eine Periode nach heute versandt und Ihrer gespeicherten Karte belastet.',
  'subscriptions.resume.confirm': 'Abonnement fortsetzen',
  'subscriptions.resume.keep': 'Pausiert lassen',
  'subscriptions.resume.done': 'Ihr Abonnement {name} ist wieder aktiv.',
  'subscriptions.cancel': '{name} kündigen',
  'subscriptions.cancel.title': '{name} kündigen?',
  'subscriptions.cancel.description':
    'Es werden keine weiteren Lieferungen versandt und Ihre Karte wird nicht mehr belastet. Ein gekündigtes Abonnement kann nicht fortgesetzt werden.',
  'subscriptions.cancel.confirm': 'Abonnement kündigen',
  'subscriptions.cancel.keep': 'Abonnement behalten',
  'subscriptions.cancel.done': 'Ihr Abonnement {name} ist gekündigt.',
  'subscriptions.update.heading': 'Produkte ändern',
  'subscriptions.update.product': 'Produkt',
  'subscriptions.update.quantity': 'Menge',
  'subscriptions.update.quantityHint': 'Zwischen {min, number} und {max, number}',
  'subscriptions.update.quantityOutOfRange':
    'Wählen Sie eine Menge zwischen {min, number} und {max, number}.',
  'subscriptions.update.save': 'Änderungen speichern',
  'subscriptions.update.done': 'Ihr Abonnement {name} ist geändert.',
  'subscriptions.start.subscribe': 'Abonnieren',
  'subscriptions.start.added': '{name} liegt als Abonnement in Ihrem Warenkorb.',
  'subscriptions.start.toCart': 'Zum Warenkorb',
  'subscriptions.start.price': '{price} pro Lieferung',
  'subscriptions.start.loadFailed':
    'Dieses Abonnement konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
} satisfies Record<keyof typeof subscriptionsMessages, string>;
