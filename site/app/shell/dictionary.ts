import { use } from 'react';
import {
  addEnglishWords,
  en,
  loadDictionary,
  mergeDictionaries,
  type Dictionary,
  type Language,
} from '@storefront/features/platform';
import { shellMessages } from './messages';

// The shop frame's words join the features' English dictionary itself: in the browser that dictionary grows as each
// domain's code loads, and the pages read it as it is then.
addEnglishWords({ shellMessages });
const english = en;

const loaded: Partial<Record<Language, Dictionary>> = { en: english };
const loading = new Map<Language, Promise<Dictionary>>([['en', Promise.resolve(english)]]);

/**
 * Every word of a page in a language: the features' dictionary and the shop frame's. English is always at hand; any
 * other language loads once, so an English page never downloads German (the server loads a language before rendering
 * it, the browser before hydrating).
 */
export function loadSiteDictionary(language: Language): Promise<Dictionary> {
  let dictionary = loading.get(language);
  if (!dictionary) {
    dictionary = Promise.all([loadDictionary(language), import('./messages.de')]).then(
      ([features, shell]) =>
        (loaded[language] = mergeDictionaries([
          ['features', features],
          ['shell', shell.shellMessagesDe],
        ])),
    );
    // A failed download is tried again by the next page that needs it.
    dictionary.catch(() => loading.delete(language));
    loading.set(language, dictionary);
  }
  return dictionary;
}

/** A language's words if they have loaded (meta functions, which cannot wait), else English's. */
export function siteDictionary(language: Language): Dictionary {
  return loaded[language] ?? english;
}

/** A language's words for rendering: at once when loaded, else the render waits for them (a language switch). */
export function useSiteDictionary(language: Language): Dictionary {
  return loaded[language] ?? use(loadSiteDictionary(language));
}

/** Each language's name in itself, as a language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };
