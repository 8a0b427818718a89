/** The store locator's words, keyed for the platform translation dictionary. */
export const storeLocatorMessages = {
  'storeLocator.heading': 'Find a store',
  'storeLocator.search.label': 'City or postcode',
  'storeLocator.search.hint': 'Type at least two letters to see suggestions.',
  'storeLocator.search.submit': 'Search',
  'storeLocator.search.suggestions': 'Suggestions',
  'storeLocator.search.unavailable': 'Suggestions are not available just now, type the address in full.',
  'storeLocator.search.suggestionCount':
    '{count, plural, one {# suggestion} other {# suggestions}} available. Use the up and down arrow keys to choose one.',
  'storeLocator.myLocation': 'Use my location',
  'storeLocator.locating': 'Finding your location…',
  'storeLocator.location.refused':
    'Location access was refused. Type a city or postcode instead, or allow location access in your browser settings.',
  'storeLocator.location.unavailable': 'We could not find your location. Type a city or postcode instead.',
  'storeLocator.location.unsupported':
    'Your browser cannot share your location. Type a city or postcode instead.',
  'storeLocator.location.mine': 'your location',
  'storeLocator.location.approximate': 'your approximate location',
  'storeLocator.location.approximateNote':
    'Stores near where your internet connection places you. Type a city or postcode to search elsewhere.',
  'storeLocator.location.marketNote':
    'Stores around {place}, to start with. Type a city or postcode, or use your location, to search elsewhere.',
  'storeLocator.searching': 'Looking for stores…',
  'storeLocator.results.near':
    '{count, plural, one {# store near {place}.} other {# stores near {place}, nearest first.}}',
  'storeLocator.results.text': '{count, plural, one {# store} other {# stores}} found for {place}.',
  'storeLocator.results.none': 'No stores within {radius} km of {place}. Try a nearby city.',
  'storeLocator.results.noneText': 'No stores found for {place}. Try a city name or a postcode.',
  'storeLocator.error': 'We could not load the stores. Please try again.',
  'storeLocator.retry': 'Try again',
  'storeLocator.list': 'Stores',
  'storeLocator.distance': '{distance} away',
  'storeLocator.map': 'Map of the stores',
  'storeLocator.map.hint': 'The list holds the same stores. Choose a marker to open its details in the list.',
  'storeLocator.map.zoomIn': 'Zoom in',
  'storeLocator.map.zoomOut': 'Zoom out',
  'storeLocator.map.marker': 'Store {position}: {name}',
  'storeLocator.map.you': 'Searched place',
  'storeLocator.map.ring': '{radius} km',
  'storeLocator.map.outlines': 'Country outlines: Natural Earth',
  'storeLocator.hours': 'Opening hours',
  'storeLocator.closed': 'Closed',
  'storeLocator.services': 'Services',
  'storeLocator.details': 'Store details',
  'storeLocator.details.for': 'Store details: {name}',
  'storeLocator.details.loading': 'Loading store details…',
  'storeLocator.details.error': 'We could not load the details of this store.',
  'storeLocator.phone': 'Phone',
  'storeLocator.email': 'E-mail',
  'storeLocator.service.device_repair': 'Device repair',
  'storeLocator.service.device_trial': 'Try a device',
  'storeLocator.service.flavour_tasting': 'Flavour tasting',
  'storeLocator.service.click_and_collect': 'Click and collect',
  'storeLocator.service.trade_in': 'Trade-in',
  'storeLocator.service.device_registration': 'Device registration',
} as const;

export type StoreLocatorMessageKey = keyof typeof storeLocatorMessages;
