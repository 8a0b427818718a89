import type { Dictionary } from './translate';

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

/** Each flat dictionary a set of message modules exports, named by file and export for merge warnings. */
export const domainDictionaries = (modules: Record<string, Record<string, unknown>>) =>
  Object.keys(modules)
    .sort()
    .flatMap((path) =>
      Object.entries(modules[path] ?? {})
        .filter((entry): entry is [string, Dictionary] => isFlatDictionary(entry[1]))
        .map(([exportName, dictionary]) => [`${path}#${exportName}`, dictionary] as const),
    );
