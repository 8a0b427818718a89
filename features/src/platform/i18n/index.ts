export { en, mergeDictionaries, platformMessages } from './dictionary';
export { TranslationProvider, useTranslation } from './TranslationProvider';
export type { Translator } from './TranslationProvider';
export { interpolate, translate } from './translate';
export type { Dictionary, TranslationVars } from './translate';
