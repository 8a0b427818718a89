import type { platformMessages } from './messages';

/** The platform's words in German (formal "Sie"). */
export const platformMessagesDe = {
  'platform.error.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'platform.error.offline':
    'Sie scheinen offline zu sein. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'platform.error.unreachable':
    'Wir erreichen unseren Dienst gerade nicht. Bitte versuchen Sie es in einem Moment erneut.',
  'platform.loading': 'Wird geladen…',
} as const satisfies Record<keyof typeof platformMessages, string>;
