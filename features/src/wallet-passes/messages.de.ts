import type { walletPassesMessages } from './messages';

/** The wallet passes' words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const walletPassesMessagesDe = {
  'walletPasses.intro':
    'Legen Sie Ihre Clubkarte in die Wallet Ihres Smartphones und zeigen Sie sie an der Kasse.',
  'walletPasses.add.apple': 'Zu Apple Wallet hinzufügen',
  'walletPasses.add.google': 'Zu Google Wallet hinzufügen',
  'walletPasses.error': 'Wir konnten Ihre Wallet-Karte nicht erstellen. Bitte versuchen Sie es erneut.',
} as const satisfies Record<keyof typeof walletPassesMessages, string>;
