export { en, mergeDictionaries, platformMessages } from './dictionary';
export { TranslationProvider, useTranslation } from './TranslationProvider';
export type { Translator } from './TranslationProvider';
export { formatMessage, translate } from './translate';
export type { Dictionary, TranslationVars } from './translate';
