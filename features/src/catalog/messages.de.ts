import type { catalogMessages } from './messages';

/** The catalogue's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const catalogMessagesDe = {
  'catalog.list.error': 'Die Produkte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'catalog.list.loading': 'Produkte werden geladen…',
  'catalog.list.count': '{count, plural, one {# Produkt} other {# Produkte}}',
  'catalog.list.noMatch':
    'Keine Produkte passen zu diesen Filtern. Entfernen Sie einen Filter, um mehr zu sehen.',
  'catalog.product.error': 'Dieses Produkt konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'catalog.product.loading': 'Das Produkt wird geladen…',
  'catalog.product.unavailable': 'Dieses Produkt ist nicht erhältlich.',
  'catalog.retry': 'Erneut versuchen',
  'catalog.stock': '{inStock, select, true {Auf Lager} other {Nicht vorrätig}}',
  'catalog.price.was': 'Statt',
  'catalog.colour': 'Farbe: {colour}',
  'catalog.colour.outOfStock': '{colour} (nicht vorrätig)',
  'catalog.colour.onlyLeft': '{colour} (nur noch {count} verfügbar)',
  'catalog.added': 'Zu Ihrem Warenkorb hinzugefügt.',
  'catalog.addToCart': 'In den Warenkorb',
  'catalog.points': 'Sammeln Sie mit diesem Produkt {points, plural, one {# Clubpunkt} other {# Clubpunkte}}',
} as const satisfies Record<keyof typeof catalogMessages, string>;
