import type { storeLocatorMessages } from './messages';

/** The store locator's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const storeLocatorMessagesDe = {
  'storeLocator.heading': 'Geschäft finden',
  'storeLocator.search.label': 'Ort oder Postleitzahl',
  'storeLocator.search.hint': 'Geben Sie mindestens zwei Buchstaben ein, um Vorschläge zu sehen.',
  'storeLocator.search.submit': 'Suchen',
  'storeLocator.search.suggestions': 'Vorschläge',
  'storeLocator.search.unavailable':
    'Vorschläge sind gerade nicht verfügbar, geben Sie die Adresse bitte vollständig ein.',
  'storeLocator.search.suggestionCount':
    '{count, plural, one {# Vorschlag} other {# Vorschläge}} verfügbar. Wählen Sie mit den Pfeiltasten nach oben und unten.',
  'storeLocator.myLocation': 'Meinen Standort verwenden',
  'storeLocator.locating': 'Ihr Standort wird ermittelt…',
  'storeLocator.location.refused':
    'Der Zugriff auf Ihren Standort wurde abgelehnt. Geben Sie stattdessen einen Ort oder eine Postleitzahl ein, oder erlauben Sie den Standortzugriff in Ihren Browsereinstellungen.',
  'storeLocator.location.unavailable':
    'Ihr Standort konnte nicht ermittelt werden. Geben Sie stattdessen einen Ort oder eine Postleitzahl ein.',
  'storeLocator.location.unsupported':
    'Ihr Browser kann Ihren Standort nicht teilen. Geben Sie stattdessen einen Ort oder eine Postleitzahl ein.',
  'storeLocator.location.mine': 'Ihrem Standort',
  'storeLocator.location.approximate': 'Ihrem ungefähren Standort',
  'storeLocator.location.approximateNote':
    'Geschäfte in der Nähe des Ortes, an dem Ihre Internetverbindung Sie verortet. Geben Sie einen Ort oder eine Postleitzahl ein, um anderswo zu suchen.',
  'storeLocator.location.marketNote':
    'Zum Einstieg Geschäfte rund um {place}. Geben Sie einen Ort oder eine Postleitzahl ein oder nutzen Sie Ihren Standort, um anderswo zu suchen.',
  'storeLocator.searching': 'Geschäfte werden gesucht…',
  'storeLocator.results.near':
    '{count, plural, one {# Geschäft in der Nähe von {place}.} other {# Geschäfte in der Nähe von {place}, das nächste zuerst.}}',
  'storeLocator.results.text': '{count, plural, one {# Geschäft} other {# Geschäfte}} für {place} gefunden.',
  'storeLocator.results.none':
    'Keine Geschäfte im Umkreis von {radius} km um {place}. Versuchen Sie einen Ort in der Nähe.',
  'storeLocator.results.noneText':
    'Keine Geschäfte für {place} gefunden. Versuchen Sie einen Ortsnamen oder eine Postleitzahl.',
  'storeLocator.error': 'Die Geschäfte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'storeLocator.retry': 'Erneut versuchen',
  'storeLocator.list': 'Geschäfte',
  'storeLocator.distance': '{distance} entfernt',
  'storeLocator.map': 'Karte der Geschäfte',
  'storeLocator.map.hint':
    'Die Liste enthält dieselben Geschäfte. Wählen Sie eine Markierung, um die Details in der Liste zu öffnen.',
  'storeLocator.map.zoomIn': 'Vergrößern',
  'storeLocator.map.zoomOut': 'Verkleinern',
  'storeLocator.map.marker': 'Geschäft {position}: {name}',
  'storeLocator.map.you': 'Gesuchter Ort',
  'storeLocator.map.ring': '{radius} km',
  'storeLocator.map.outlines': 'Ländergrenzen: Natural Earth',
  'storeLocator.hours': 'Öffnungszeiten',
  'storeLocator.closed': 'Geschlossen',
  'storeLocator.services': 'Leistungen',
  'storeLocator.details': 'Details zum Geschäft',
  'storeLocator.details.for': 'Details zum Geschäft: {name}',
  'storeLocator.details.loading': 'Details zum Geschäft werden geladen…',
  'storeLocator.details.error': 'Die Details dieses Geschäfts konnten nicht geladen werden.',
  'storeLocator.phone': 'Telefon',
  'storeLocator.email': 'E-Mail',
  'storeLocator.service.device_repair': 'Gerätereparatur',
  'storeLocator.service.device_trial': 'Gerät ausprobieren',
  'storeLocator.service.flavour_tasting': 'Geschmacksprobe',
  'storeLocator.service.click_and_collect': 'Click & Collect',
  'storeLocator.service.trade_in': 'Inzahlungnahme',
  'storeLocator.service.device_registration': 'Geräteregistrierung',
} as const satisfies Record<keyof typeof storeLocatorMessages, string>;
