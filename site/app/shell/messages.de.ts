import type { shellMessages } from './messages';

/** The shop frame's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const shellMessagesDe = {
  'shell.skipLink': 'Zum Inhalt springen',
  'shell.nav.label': 'Hauptnavigation',
  'shell.nav.devices': 'Geräte',
  'shell.nav.flavours': 'Geschmacksrichtungen',
  'shell.nav.flavourFinder': 'Geschmacksfinder',
  'shell.nav.club': 'Club',
  'shell.nav.stores': 'Geschäfte',
  'shell.nav.account': 'Konto',
  'shell.nav.cart': 'Warenkorb',
  'shell.search.label': 'Im Shop suchen',
  'shell.search.placeholder': 'Suchen',
  'shell.search.submit': 'Suchen',
  'shell.footer.shop': 'Shop',
  'shell.footer.flavourFinder': 'Geschmacksfinder',
  'shell.footer.stores': 'Geschäft finden',
  'shell.footer.search': 'Suche',
  'shell.footer.contact': 'Kontakt',
  'shell.footer.account': 'Ihr Konto',
  'shell.footer.overview': 'Kontoübersicht',
  'shell.footer.club': 'Club und Prämien',
  'shell.footer.display': 'Darstellung',
  'shell.footer.theme': 'Zum {theme, select, dark {dunklen} other {hellen}} Design wechseln',
  'shell.footer.language': 'Sprache',
  'shell.footer.sandbox': 'Demo-Shop: Jedes nicht konfigurierte Backend ist die eingebaute Sandbox.',
  'shell.consent.question':
    'Dürfen wir Besuche und Käufe zählen, um den Shop zu verbessern? Wir verkaufen diese Daten niemals.',
  'shell.consent.deny': 'Nein, danke',
  'shell.consent.allow': 'Analyse erlauben',
} as const satisfies Record<keyof typeof shellMessages, string>;
