/**
 * Builder's inline localisation: an input marked `localized` in a block's registration (or a localised field of a
 * model) is saved as one value per locale of the space, with `Default` for the space's default locale, e.g.
 * `{ "@type": "@builder.io/core:LocalizedValue", "Default": "Our flavours", "de-DE": "Unsere Geschmacksrichtungen" }`.
 * Builder's content API resolves them for the `locale` a request names; the shop resolves whatever is still one (the
 * editor's messages, an answer without a locale) the same way, so a page and its preview read alike.
 */
export const LOCALIZED_VALUE_TYPE = '@builder.io/core:LocalizedValue';

/** The key of the space's default locale in a localised value. */
export const DEFAULT_LOCALE_KEY = 'Default';

export interface BuilderLocalizedValueJson<T = unknown> {
  '@type': typeof LOCALIZED_VALUE_TYPE;
  /** The value in the space's default locale. */
  Default?: T;
  /** The value in each locale it was translated to, by the space's locale codes (`de-DE`): a T, as `Default`. */
  [locale: string]: unknown;
}

/** A field that is either a plain value or Builder's localised one (before it is resolved). */
export type Localizable<T> = T | BuilderLocalizedValueJson<T>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isLocalizedValue = (value: unknown): value is BuilderLocalizedValueJson =>
  isRecord(value) && value['@type'] === LOCALIZED_VALUE_TYPE;

const has = (value: BuilderLocalizedValueJson, key: string) =>
  Object.hasOwn(value, key) && value[key] !== undefined && value[key] !== null;

/**
 * A localised value in a locale: its own value for the locale (`de-CH`), else the one for the locale's language (`de`,
 * as a Builder locale group's default would be), else `Default`. Undefined when it has none of them, as Builder's SDK
 * leaves an input the locale lacks: the block then shows its own default.
 */
export function localizedValueIn(value: BuilderLocalizedValueJson, locale: string | undefined): unknown {
  const language = locale?.split('-')[0];
  const key = [locale, language, DEFAULT_LOCALE_KEY].find(
    (candidate): candidate is string => candidate !== undefined && candidate !== '' && has(value, candidate),
  );
  return key === undefined ? undefined : value[key];
}

/**
 * A copy of Builder content (an entry, a list of entries, a block's options or any part of one) with every localised
 * value, at any depth, resolved to the locale (see localizedValueIn). Never mutates its input. Without a locale every
 * value is its `Default`.
 */
export function withLocalizedValues<T>(content: T, locale: string | undefined): T {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!isRecord(value)) return value;
    if (isLocalizedValue(value)) return resolve(localizedValueIn(value, locale));
    // Object.fromEntries defines own properties: a `__proto__` key in the JSON stays a plain key, never a prototype.
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child)]));
  };
  return resolve(content) as T;
}
