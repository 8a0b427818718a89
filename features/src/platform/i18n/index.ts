export {
  addDomainWords,
  addWords,
  en,
  isLanguage,
  languages,
  loadDictionary,
  wordsOnTheirWay,
  wordsSoFar,
} from './dictionary';
export { lazyWithWords } from './lazyWithWords';
export type { Language } from './dictionary';
export { dictionaryProblems, messageArguments } from './dictionaryProblems';
export { TranslationProvider, useFormat, useTranslation } from './TranslationProvider';
export { formatterFor } from './format';
export type { Formatter } from './format';
export type { Translator } from './TranslationProvider';
export { formatMessage, translate } from './translate';
export type { Dictionary, TranslationVars } from './translate';
