import type { offlinePurchasesMessages } from './messages';

/** The offline-purchases domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const offlinePurchasesMessagesDe = {
  'offlinePurchases.heading': 'Einkäufe im Geschäft',
  'offlinePurchases.intro': 'Was Sie mit Ihrem Konto in unseren Geschäften gekauft haben.',
  'offlinePurchases.empty': 'Sie haben noch nichts in unseren Geschäften gekauft.',
  'offlinePurchases.store': '{store}, {city}',
  'offlinePurchases.item': '{quantity, number} × {name}',
  'offlinePurchases.total': 'Summe {total}',
  'offlinePurchases.signedOut':
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an, um Ihre Einkäufe im Geschäft zu sehen.',
  'offlinePurchases.failed':
    'Ihre Einkäufe im Geschäft konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
  'offlinePurchases.signIn': 'Erneut anmelden',
  'offlinePurchases.retry': 'Erneut versuchen',
  'consentValidation.heading': 'Einwilligung bestätigen',
  'consentValidation.intro':
    'Sie sind dem Link aus unserer E-Mail gefolgt. Bestätigen Sie unten, und wir speichern Ihre Einwilligung.',
  'consentValidation.confirm': 'Meine Einwilligung bestätigen',
  'consentValidation.validated': 'Vielen Dank: Ihre Einwilligung ist bestätigt.',
  'consentValidation.invalid':
    'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den Link genau so, wie er in unserer E-Mail steht.',
  'consentValidation.unknown':
    'Wir kennen diesen Bestätigungslink nicht. Er ist vielleicht abgelaufen; bitte fordern Sie eine neue E-Mail an.',
  'consentValidation.unreachable':
    'Unser Einwilligungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  'consentValidation.failed':
    'Beim Bestätigen Ihrer Einwilligung ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'consentValidation.home': 'Weiter einkaufen',
} as const satisfies Record<keyof typeof offlinePurchasesMessages, string>;
