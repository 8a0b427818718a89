import type { Dictionary } from './translate';

/** Words the platform itself shows. */
export const platformMessages = {
  'platform.error.generic': 'Something went wrong. Please try again later.',
  'platform.loading': 'Loading…',
} as const;

// Every domain keeps its words in features/src/<domain>/messages.ts; they are all picked up here,
// so a new domain adds its file and touches nothing else. Those files are plain data and import nothing:
// the platform loads them eagerly, and an import back into the platform would be a cycle.
const domainModules = import.meta.glob<Record<string, unknown>>('../../*/messages.ts', { eager: true });

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

const domainDictionaries = Object.keys(domainModules)
  .sort()
  .flatMap((path) =>
    Object.entries(domainModules[path] ?? {})
      .filter((entry): entry is [string, Dictionary] => isFlatDictionary(entry[1]))
      .map(([exportName, dictionary]) => [`${path}#${exportName}`, dictionary] as const),
  );

/** The English dictionary: the platform's words and every domain's. */
export const en: Dictionary = mergeDictionaries([['platform', platformMessages], ...domainDictionaries]);
