import { domainDictionaries, mergeDictionaries } from './merge';
import type { Dictionary } from './translate';

// Every domain keeps its words in features/src/<domain>/messages.ts (English) and messages.de.ts (German); they are
// all picked up here (German in dictionary.de.ts), so a new domain adds its files and touches nothing else. Those files
// are plain data (the German one imports only the English one's type, to name every key): an import back into the
// platform would be a cycle. The browser build (site/vite.config.ts, wordsWithTheirCode) starts from the platform's
// own words instead: a domain's English arrives with the code that names its keys, so a page downloads the words of
// what it shows, not every domain's.
const englishModules = import.meta.glob<Record<string, unknown>>('../../*/messages.ts', { eager: true });

const english: Record<string, string> = { ...mergeDictionaries(domainDictionaries(englishModules)) };

/** The English dictionary: the platform's words and every domain's (the platform's own in platform/messages.ts). */
export const en: Dictionary = english;

/**
 * Adds a message module's words to the English dictionary (the first definition of a key stays): in the browser, the
 * code naming a domain's keys brings them here as it loads, before any of it renders.
 */
export function addEnglishWords(messages: Record<string, unknown>): void {
  for (const [, words] of domainDictionaries({ messages }))
    for (const [key, text] of Object.entries(words)) english[key] ??= text;
}

/** The languages the shop speaks, each complete (a test compares their keys and arguments). */
export const languages = ['en', 'de'] as const;

export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * A language's dictionary. English is always at hand (it is every widget's fallback); the others load on demand, so an
 * English page never downloads German.
 */
export function loadDictionary(language: Language): Promise<Dictionary> {
  return language === 'en' ? Promise.resolve(en) : import('./dictionary.de').then((german) => german.de);
}
