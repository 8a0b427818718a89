import type { consentsMessages } from './messages';

/** The consents domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const consentsMessagesDe = {
  'consents.heading': 'Wie wir Sie kontaktieren dürfen',
  'consents.category.email': 'E-Mail',
  'consents.category.sms': 'SMS',
  'consents.category.post': 'Post',
  'consents.category.survey': 'Umfragen',
  'consents.category.additional': 'Weitere Zwecke',
  'consents.category.GDPR': 'Datenschutz',
  'consents.required': 'erforderlich',
  'consents.save': 'Auswahl speichern',
  'consents.saved': 'Ihre Auswahl ist gespeichert.',
  'consents.signIn': 'Melden Sie sich an, um festzulegen, wie wir Sie kontaktieren dürfen.',
  'consents.loadFailed': 'Ihre Auswahl konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'consents.saveFailed':
    'Ihre Auswahl konnte nicht gespeichert werden. Sie ist hier noch ausgewählt; bitte versuchen Sie es erneut.',
  'consents.sessionExpired':
    'Ihre Sitzung ist abgelaufen. Melden Sie sich in einem anderen Tab erneut an; Ihre Auswahl bleibt hier erhalten.',
  'consents.retry': 'Erneut versuchen',
} as const satisfies Record<keyof typeof consentsMessages, string>;
