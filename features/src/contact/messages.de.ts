import type { contactMessages } from './messages';

/** The contact page's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const contactMessagesDe = {
  'contact.page.title': 'Kontakt',
  'contact.page.phone': '+49 800 100 2000',
  'contact.heading': 'Schreiben Sie uns',
  'contact.intro':
    'Fragen zu einer Bestellung, einem Gerät oder dem Club? Wir antworten innerhalb von zwei Werktagen.',
  'contact.name': 'Ihr Name (optional)',
  'contact.email': 'E-Mail-Adresse',
  'contact.message': 'Ihre Nachricht',
  'contact.send': 'Nachricht senden',
  'contact.sent': 'Vielen Dank, Ihre Nachricht ist unterwegs. Wir antworten Ihnen per E-Mail.',
  'contact.phone': 'Oder rufen Sie uns an:',
  'contact.error.name': 'Bitte halten Sie Ihren Namen unter 100 Zeichen.',
  'contact.error.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'contact.error.message': 'Bitte schreiben Sie Ihre Nachricht.',
  'contact.error.messageLength': 'Bitte halten Sie Ihre Nachricht unter 5.000 Zeichen.',
  'contact.error.fields': 'Bitte prüfen Sie die markierten Felder und senden Sie das Formular erneut.',
  'contact.error.captcha':
    'Wir konnten nicht prüfen, dass Sie ein Mensch sind. Bitte senden Sie das Formular erneut.',
  'contact.error.invalid': 'Bitte prüfen Sie die markierten Felder und senden Sie das Formular erneut.',
  'contact.error.unknownSubscriber': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'contact.error.unreachable':
    'Unser Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'contact.error.failed': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
} as const satisfies Record<keyof typeof contactMessages, string>;
