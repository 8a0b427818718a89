import type { searchMessages } from './messages';

/** Site search's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const searchMessagesDe = {
  'search.heading': 'Suche',
  'search.field.label': 'Im Shop suchen',
  'search.field.placeholder': 'Geräte, Geschmacksrichtungen, Hilfe…',
  'search.submit': 'Suchen',
  'search.searching': 'Suche läuft…',
  'search.results.count': '{count, plural, one {# Ergebnis} other {# Ergebnisse}} für „{query}“',
  'search.results.list': 'Suchergebnisse',
  'search.empty': 'Keine Ergebnisse für „{query}“.',
  'search.empty.hint':
    'Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff, etwa „Gerät“ oder „Geschmack“.',
  'search.error': 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es erneut.',
  'search.retry': 'Erneut versuchen',
  'search.pages': 'Seiten der Suchergebnisse',
  'search.page': 'Seite {page}',
  'search.previous': 'Zurück',
  'search.next': 'Weiter',
  'search.type.product': 'Produkt',
  'search.type.faq': 'FAQ',
  'search.type.article': 'Artikel',
  'search.type.category': 'Kategorie',
  'search.suggestions': 'Vorschläge',
  'search.suggestions.count': '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag} other {# Vorschläge}}',
} as const satisfies Record<keyof typeof searchMessages, string>;
