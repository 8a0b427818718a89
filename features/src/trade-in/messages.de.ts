import type { tradeInMessages } from './messages';

/** The trade-in domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const tradeInMessagesDe = {
  'tradeIn.heading': 'Geben Sie Ihr altes Gerät in Zahlung',
  'tradeIn.offer': 'Bringen Sie Ihr altes Gerät mit und sparen Sie {credit} bei diesem.',
  'tradeIn.cartLine': 'Inzahlungnahme möglich: {credit} Rabatt mit Ihrem alten Gerät',
  'tradeIn.check': 'Inzahlungnahme prüfen',
  'tradeIn.checking': 'Wird geprüft…',
  'tradeIn.eligible': 'Gute Nachricht: Sie können ein Gerät in Zahlung geben und {credit} sparen.',
  'tradeIn.notEligible':
    'Sie haben Ihre Inzahlungnahme bereits genutzt, daher steht Ihnen dieses Angebot nicht offen.',
  'tradeIn.failed': 'Wir konnten Ihre Inzahlungnahme gerade nicht prüfen. Bitte versuchen Sie es erneut.',
  'tradeIn.signIn': 'Melden Sie sich an, um Ihre Inzahlungnahme zu prüfen',
  'tradeIn.terms': 'Bedingungen der Inzahlungnahme',
} as const satisfies Record<keyof typeof tradeInMessages, string>;
