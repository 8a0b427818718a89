import { domainDictionaries, mergeDictionaries } from './merge';
import type { Dictionary } from './translate';

// Every domain keeps its words in features/src/<domain>/messages.ts (English) and messages.de.ts (German); they are
// all picked up here (German in dictionary.de.ts), so a new domain adds its files and touches nothing else. Those files
// are plain data (the German one imports only the English one's type, to name every key): an import back into the
// platform would be a cycle.
const englishModules = import.meta.glob<Record<string, unknown>>('../../*/messages.ts', { eager: true });

/** The English dictionary: the platform's words and every domain's (the platform's own in platform/messages.ts). */
export const en: Dictionary = mergeDictionaries(domainDictionaries(englishModules));

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
