import type { cartMessages } from './messages';

/** The cart's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const cartMessagesDe = {
  'cart.checkout.error.promo_code': 'Dieser Gutscheincode kann nicht angewendet werden.',
  'cart.error.generic': 'Bei Ihrem Warenkorb ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'cart.error.unreachable':
    'Der Shop ist nicht erreichbar. Ihr Warenkorb ist sicher; bitte versuchen Sie es erneut.',
  'cart.error.ITEM_QTY': 'Die gewünschte Menge ist nicht verfügbar.',
  'cart.error.ITEM_INCREMENTS': 'Dieses Produkt wird in Packungen verkauft; bitte ändern Sie die Menge.',
  'cart.error.CARTONS_LIMIT': 'Sie haben die Höchstzahl an Stangen pro Bestellung erreicht.',
  'cart.error.ONGOING_SUBSCRIPTION': 'Sie haben für dieses Produkt bereits ein aktives Abonnement.',
  'cart.error.TRADEIN_LIMIT': 'Sie haben das Limit für Inzahlungnahmen in dieser Bestellung erreicht.',
  'cart.error.FREEGIFTS_LIMIT': 'Sie haben die Höchstzahl an Gratisgeschenken für diese Bestellung erreicht.',
  'cart.error.FREEGIFTS_NOT_ELIGIBLE':
    'Ihr Warenkorb erfüllt die Bedingungen für dieses Gratisgeschenk nicht mehr.',
  'cart.error.FREEGIFTS': 'Dieses Gratisgeschenk kann nicht hinzugefügt werden.',
  'cart.error.CART_NOT_FOUND': 'Ihr Warenkorb wurde nicht gefunden, daher haben wir einen neuen angelegt.',
  'cart.error.CART_NOT_ACTIVE':
    'Ihr bisheriger Warenkorb wurde geschlossen, daher haben wir einen neuen angelegt.',
  'cart.error.GUEST_EMAIL_MISSING': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'cart.error.UNABLE_TO_PLACE_ORDER':
    'Ihre Bestellung konnte nicht aufgegeben werden. Bitte prüfen Sie Ihren Warenkorb und versuchen Sie es erneut.',
  'cart.error.PRODUCT_NOT_FOUND': 'Dieses Produkt ist nicht mehr erhältlich.',
  'cart.error.NOT_SALABLE': 'Dieses Produkt ist nicht vorrätig.',
  'cart.error.INSUFFICIENT_STOCK': 'Für die gewählte Menge ist nicht genug auf Lager.',
  'cart.error.4': 'Dieses Produkt ist bereits Teil Ihres Abonnements.',
  'cart.error.UNDEFINED': 'Dieses Produkt kann gerade nicht hinzugefügt werden.',
  'cart.merge.reduced': '{name}: Menge auf {quantity} reduziert ({reason}).',
  'cart.recovered': 'Ihr Warenkorb wurde in einem neuen Warenkorb wiederhergestellt.',
  'cart.trigger': 'Warenkorb',
  'cart.trigger.items': '{count, plural, one {Artikel} other {Artikel}}',
  'cart.title': 'Ihr Warenkorb',
  'cart.close': 'Schließen',
  'cart.campaign.heading': 'Mit Clubpunkten bezahlen',
  'cart.campaign.use': '{points, plural, one {# Punkt} other {# Punkte}} für {amount} Rabatt einlösen',
  'cart.campaign.applied':
    '{points, plural, one {# Clubpunkt} other {# Clubpunkte}} eingelöst: {amount} Rabatt auf Ihre Bestellung.',
  'cart.campaign.remove': 'Punkte nicht mehr einlösen',
  'cart.totals.campaign': 'Clubpunkte ({points, plural, one {# Punkt} other {# Punkte}})',
  'cart.line.subscription': 'Abonnement: {format}',
  'cart.totals.subscription': 'Abonnement, pro Monat',
  'cart.totals.afterTrial': 'Gesamtsumme nach dem Testzeitraum',
} as const satisfies Record<keyof typeof cartMessages, string>;
