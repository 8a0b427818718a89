import type { platformMessages } from './messages';

/** The platform's words in German (formal "Sie"). */
export const platformMessagesDe = {
  'platform.error.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'platform.loading': 'Wird geladen…',
} as const satisfies Record<keyof typeof platformMessages, string>;
