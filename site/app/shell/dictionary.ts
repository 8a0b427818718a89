import {
  dictionaries,
  mergeDictionaries,
  type Dictionary,
  type Language,
} from '@storefront/features/platform';
import { shellMessages } from './messages';
import { shellMessagesDe } from './messages.de';

const shellDictionaries: Record<Language, Dictionary> = { en: shellMessages, de: shellMessagesDe };

/** Every word of a page in a language: the features' dictionary and the shop frame's. */
export const siteDictionaries: Record<Language, Dictionary> = {
  en: mergeDictionaries([
    ['features', dictionaries.en],
    ['shell', shellDictionaries.en],
  ]),
  de: mergeDictionaries([
    ['features', dictionaries.de],
    ['shell', shellDictionaries.de],
  ]),
};

/** Each language's name in itself, as a language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };
