import { domainDictionaries, mergeDictionaries } from './merge';
import type { Dictionary } from './translate';

// Every domain keeps its words in features/src/<domain>/messages.ts (English) and messages.de.ts (German); they are
// all picked up here, so a new domain adds its files and touches nothing else. Those files are plain data (the German
// one imports only the English one's type, to name every key): an import back into the platform would be a cycle.
// The browser build (site/vite.config.ts, wordsWithTheirCode) narrows both globs to the platform's own words: a
// domain's words arrive with the code that names its keys (addDomainWords), so a page downloads the words of what it
// shows, in its language, not every domain's. The server and the tests keep every word.
// A room of the platform with words of its own (platform/fields) travels as a domain does.
const englishModules = import.meta.glob<Record<string, unknown>>(
  ['../../*/messages.ts', '../*/messages.ts'],
  {
    eager: true,
  },
);
// Each German file is a chunk of its own: an English page never downloads one.
const germanModules = import.meta.glob<Record<string, unknown>>([
  '../../*/messages.de.ts',
  '../*/messages.de.ts',
]);

/** The languages the shop speaks, each complete (a test compares their keys and arguments). */
export const languages = ['en', 'de'] as const;

export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

const english: Record<string, string> = { ...mergeDictionaries(domainDictionaries(englishModules)) };
// A German word whose file failed to download reads in English (the prototype), not as its key.
const german: Record<string, string> = Object.create(english) as Record<string, string>;
const dictionaries: Record<Language, Record<string, string>> = { en: english, de: german };

/** The English dictionary: the platform's words and every domain's (the platform's own in platform/messages.ts). */
export const en: Dictionary = english;

/** A language's words as they are now: German that has not arrived reads in English (meta functions cannot wait). */
export const wordsSoFar = (language: Language): Dictionary => dictionaries[language];

/**
 * Adds a message module's words to a language's dictionary (the first definition of a key stays): in the browser, the
 * code naming a domain's keys brings them as it loads, before any of it renders; the shop frame adds its own.
 */
export function addWords(language: Language, messages: Record<string, unknown>): void {
  const dictionary = dictionaries[language];
  for (const [, words] of domainDictionaries({ messages }))
    for (const [key, text] of Object.entries(words))
      if (!Object.hasOwn(dictionary, key)) dictionary[key] = text;
}

type LoadWords = () => Promise<Record<string, unknown>>;
// German files known and not yet asked for; the batch on its way (undefined when every file asked for has arrived).
const germanFiles: LoadWords[] = Object.values(germanModules);
let germanWanted = false;
let germanLoading: Promise<Dictionary> | undefined;

/**
 * A language's dictionary, with every word of the code loaded so far. English is always at hand (it is every widget's
 * fallback); German loads once a page asks for it, so an English page never downloads German. A German file that fails
 * to download leaves its words in English; the next page load tries again.
 */
export function loadDictionary(language: Language): Promise<Dictionary> {
  if (language === 'en') return Promise.resolve(en);
  germanWanted = true;
  if (germanFiles.length > 0) {
    const batch = germanFiles.splice(0);
    const loading: Promise<Dictionary> = Promise.allSettled([
      germanLoading,
      ...batch.map((load) => load().then((words) => addWords('de', words))),
    ]).then(() => german);
    germanLoading = loading;
    void loading.then(() => {
      if (germanLoading === loading) germanLoading = undefined;
    });
  }
  return germanLoading ?? Promise.resolve(german);
}

/**
 * The words of a language still on their way for code that has loaded (undefined when all have arrived): a render
 * that needs them waits for this, so nothing shows in English on a German page, nor differs from the server's HTML.
 */
export function wordsOnTheirWay(language: Language): Promise<Dictionary> | undefined {
  if (language === 'en') return undefined;
  void loadDictionary(language);
  return germanLoading;
}

/** The words the page's language still lacks for code loaded so far (none on an English page). */
export const pageWordsOnTheirWay = (): Promise<Dictionary> | undefined =>
  germanWanted ? wordsOnTheirWay('de') : undefined;

/**
 * A domain's words, as its code loads in the browser: its English at once, and its German is asked for at once on a
 * German page (a chunk of its own). Code that renders the domain waits for it (`wordsOnTheirWay`, `lazyWithWords`),
 * not the module: a top-level await here would reshape how the browser build splits its chunks. A domain loaded on an
 * English page is remembered, so a later switch to German loads its words with the rest.
 */
export function addDomainWords(englishWords: Record<string, unknown>, loadGerman: LoadWords): void {
  addWords('en', englishWords);
  germanFiles.push(loadGerman);
  if (germanWanted) void loadDictionary('de');
}
