import type { contactFormMessages } from './messages';

/** The words of marketers' forms in German (formal "Sie"); the same keys as messages.ts. */
export const contactFormMessagesDe = {
  'contactForms.send': 'Senden',
  'contactForms.sent': 'Vielen Dank!',
  'contactForms.failed': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'contactForms.gone':
    'Dieses Formular ist nicht mehr auf der Seite. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
} as const satisfies Record<keyof typeof contactFormMessages, string>;
