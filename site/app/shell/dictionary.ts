import { use } from 'react';
import {
  addDomainWords,
  loadDictionary,
  wordsOnTheirWay,
  wordsSoFar,
  type Dictionary,
  type Language,
} from '@storefront/features/platform';
import { shellMessages } from './messages';

// The shop frame's words join the features' dictionaries as a domain's do: English at once, German when a page is
// German. In the browser each dictionary grows as each domain's code loads, and the pages read it as it is then.
addDomainWords({ shellMessages }, () => import('./messages.de'));

/**
 * Every word of a page in a language so far: the features' and the shop frame's. English is always at hand; German
 * loads when a page asks, so an English page never downloads German (the server loads a language before rendering it,
 * the browser before hydrating).
 */
export const loadSiteDictionary = (language: Language): Promise<Dictionary> => loadDictionary(language);

/** A language's words as they are (meta functions, which cannot wait): what has not arrived reads in English. */
export const siteDictionary = (language: Language): Dictionary => wordsSoFar(language);

/**
 * A language's words for rendering: at once when every word of the loaded code is here, else the render waits for
 * them (a switch to German, or a page whose route brought a domain's code and its German is on its way).
 */
export function useSiteDictionary(language: Language): Dictionary {
  const onTheirWay = wordsOnTheirWay(language);
  return onTheirWay ? use(onTheirWay) : wordsSoFar(language);
}

/** Each language's name in itself, as a language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };
