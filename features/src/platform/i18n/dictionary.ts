import { domainDictionaries, mergeDictionaries } from './merge';
import type { Dictionary } from './translate';

// Every domain keeps its words in features/src/<domain>/messages.ts (English) and messages.de.ts (German); they are
// all picked up here, so a new domain adds its files and touches nothing else. Those files are plain data (the German
// one imports only the English one's type, to name every key): an import back into the platform would be a cycle.
// The browser build (site/vite.config.ts, wordsWithTheirCode) narrows both globs to the platform's own words: a
// domain's words arrive with the code that names its keys (addDomainWords), so a page downloads the words of what it
// shows, in its language, not every domain's. The server and the tests keep every word.
const englishModules = import.meta.glob<Record<string, unknown>>('../../*/messages.ts', { eager: true });
// Each German file is a chunk of its own: an English page never downloads one.
const germanModules = import.meta.glob<Record<string, unknown>>('../../*/messages.de.ts');

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
const germanFiles: LoadWords[] = Object.values(germanModules);
let germanLoading: Promise<Dictionary> | undefined;

const addGerman = (load: LoadWords) => load().then((words) => addWords('de', words));

/**
 * A language's dictionary. English is always at hand (it is every widget's fallback); German loads on demand, every
 * file known so far at once, so an English page never downloads German.
 */
export function loadDictionary(language: Language): Promise<Dictionary> {
  if (language === 'en') return Promise.resolve(en);
  if (!germanLoading) {
    const loading = Promise.all(germanFiles.map(addGerman)).then(() => german);
    // A failed download is tried again by the next page that needs it.
    loading.catch(() => (germanLoading = undefined));
    germanLoading = loading;
  }
  return germanLoading;
}

/**
 * A domain's words, as its code loads in the browser: its English at once, and its German too once the page is German
 * (the module that brings them waits for them, so nothing of the domain renders before its words). A domain loaded on
 * an English page is remembered, so a later switch to German loads its words with the rest.
 */
export function addDomainWords(englishWords: Record<string, unknown>, loadGerman: LoadWords): Promise<void> {
  addWords('en', englishWords);
  germanFiles.push(loadGerman);
  // Should its German not arrive, the domain still renders, in English.
  return germanLoading ? addGerman(loadGerman).catch(() => undefined) : Promise.resolve();
}
