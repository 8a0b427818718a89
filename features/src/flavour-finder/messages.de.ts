import type { flavourFinderMessages } from './messages';

/** The flavour finder's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const flavourFinderMessagesDe = {
  'flavourFinder.heading': 'Finden Sie Ihren Geschmack',
  'flavourFinder.progress': 'Frage {step} von {total}',
  'flavourFinder.next': 'Nächste Frage',
  'flavourFinder.finish': 'Meinen Geschmack zeigen',
  'flavourFinder.back': 'Vorherige Frage',
  'flavourFinder.chooseOne': 'Wählen Sie eine Antwort, um fortzufahren.',
  'flavourFinder.loading': 'Die Geschmacksrichtungen werden geladen…',
  'flavourFinder.loadFailed':
    'Die Geschmacksrichtungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'flavourFinder.retry': 'Erneut versuchen',
  'flavourFinder.result.heading': 'Ihr Geschmack: {flavour}',
  'flavourFinder.result.intro': 'Er passt in unserem Sortiment am besten zu Ihren Angaben.',
  'flavourFinder.result.answers': 'Ihre Antworten',
  'flavourFinder.result.alternative': 'Auch einen Versuch wert: {flavour}',
  'flavourFinder.rating.intensity': 'Intensität',
  'flavourFinder.rating.freshness': 'Frische',
  'flavourFinder.rating.sweetness': 'Süße',
  'flavourFinder.rating.value': '{value} von {max}',
  'flavourFinder.addToCart': '{flavour} in den Warenkorb',
  'flavourFinder.added': '{flavour} ist in Ihrem Warenkorb.',
  'flavourFinder.toCart': 'Zum Warenkorb',
  'flavourFinder.share': 'Link zu diesem Ergebnis',
  'flavourFinder.restart': 'Neu beginnen',
  'flavourFinder.noQuestions': 'Der Geschmacksfinder hat noch keine Fragen.',
} as const satisfies Record<keyof typeof flavourFinderMessages, string>;
