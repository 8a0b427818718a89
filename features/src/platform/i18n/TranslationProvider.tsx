import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useConfig } from '../config';
import { en } from './dictionary';
import { formatterFor, type Formatter } from './format';
import { translate, type Dictionary, type TranslationVars } from './translate';

export interface Translator {
  /** The key's ICU message formatted in the locale; an unknown key shows the fallback, else the key. */
  t(key: string, vars?: TranslationVars, fallback?: string): string;
  locale: string;
}

const DictionaryContext = createContext<{ dictionary: Dictionary; locale: string } | undefined>(undefined);

/** Gives the widgets below it their words; English unless another dictionary is passed, in the shop's locale. */
export function TranslationProvider({
  dictionary = en,
  locale: givenLocale,
  children,
}: {
  dictionary?: Dictionary;
  locale?: string;
  children: ReactNode;
}) {
  const configured = useConfig().locale;
  const locale = givenLocale ?? configured;
  const value = useMemo(() => ({ dictionary, locale }), [dictionary, locale]);
  return <DictionaryContext.Provider value={value}>{children}</DictionaryContext.Provider>;
}

const emptyDictionary: Dictionary = {};

/** The translator; outside a provider it logs at debug level and uses an empty dictionary (spec section 8). */
export function useTranslation(): Translator {
  const context = useContext(DictionaryContext);
  if (!context) console.debug('no dictionary provided');
  const dictionary = context?.dictionary ?? emptyDictionary;
  const locale = context?.locale ?? 'en';
  return useMemo(
    () => ({ t: (key, vars, fallback) => translate(dictionary, key, vars, fallback, locale), locale }),
    [dictionary, locale],
  );
}

/**
 * Money, numbers and dates in the locale of the words around them (the provider's, else the shop's), dates in the
 * store's time zone.
 */
export function useFormat(): Formatter {
  const context = useContext(DictionaryContext);
  const { locale: configured, timeZone } = useConfig();
  const locale = context?.locale ?? configured;
  return useMemo(() => formatterFor(locale, timeZone), [locale, timeZone]);
}
