import { domainDictionaries, mergeDictionaries } from './merge';
import type { Dictionary } from './translate';

// German beside English's dictionary.ts: a module of its own, so only a German page downloads it.
const germanModules = import.meta.glob<Record<string, unknown>>('../../*/messages.de.ts', { eager: true });

/** The German dictionary: the same keys as the English one, with the same ICU arguments. */
export const de: Dictionary = mergeDictionaries(domainDictionaries(germanModules));
