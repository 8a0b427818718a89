import type { Dictionary } from './translate';

/** Words the platform itself shows. */
export const platformMessages = {
  'platform.error.generic': 'Something went wrong. Please try again later.',
  'platform.loading': 'Loading…',
} as const;

/** The platform's words in German (formal "Sie"). */
export const platformMessagesDe = {
  'platform.error.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'platform.loading': 'Wird geladen…',
} as const satisfies Record<keyof typeof platformMessages, string>;

// Every domain keeps its words in features/src/<domain>/messages.ts (English) and messages.de.ts (German); they are
// all picked up here, so a new domain adds its files and touches nothing else. Those files are plain data (the German
// one imports only the English one's type, to name every key): the platform loads them eagerly, and an import back
// into the platform would be a cycle.
const domainModules = {
  en: import.meta.glob<Record<string, unknown>>('../../*/messages.ts', { eager: true }),
  de: import.meta.glob<Record<string, unknown>>('../../*/messages.de.ts', { eager: true }),
};

const isFlatDictionary = (value: unknown): value is Dictionary =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((text) => typeof text === 'string');

/** Merges dictionaries; a key two of them define differently is a mistake worth a warning, and the first wins. */
export function mergeDictionaries(
  sources: ReadonlyArray<readonly [origin: string, dictionary: Dictionary]>,
): Dictionary {
  const merged: Record<string, string> = {};
  const origins: Record<string, string> = {};
  for (const [origin, dictionary] of sources) {
    for (const [key, text] of Object.entries(dictionary)) {
      if (key in merged && merged[key] !== text) {
        console.warn(`[i18n] ${key} is defined by ${origins[key]} and ${origin}; keeping the first`);
        continue;
      }
      merged[key] = text;
      origins[key] = origin;
    }
  }
  return merged;
}

const domainDictionaries = (modules: Record<string, Record<string, unknown>>) =>
  Object.keys(modules)
    .sort()
    .flatMap((path) =>
      Object.entries(modules[path] ?? {})
        .filter((entry): entry is [string, Dictionary] => isFlatDictionary(entry[1]))
        .map(([exportName, dictionary]) => [`${path}#${exportName}`, dictionary] as const),
    );

/** The English dictionary: the platform's words and every domain's. */
export const en: Dictionary = mergeDictionaries([
  ['platform', platformMessages],
  ...domainDictionaries(domainModules.en),
]);

/** The German dictionary: the same keys as the English one, with the same ICU arguments. */
export const de: Dictionary = mergeDictionaries([
  ['platform', platformMessagesDe],
  ...domainDictionaries(domainModules.de),
]);

/** The languages the shop speaks, each complete (a test compares their keys and arguments). */
export const dictionaries = { en, de } as const satisfies Record<string, Dictionary>;

export type Language = keyof typeof dictionaries;

export const languages = Object.keys(dictionaries) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in dictionaries;
}
