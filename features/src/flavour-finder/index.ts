export { getFlavourProfiles } from './api';
export {
  FlavourFinderUrlContext,
  flavourProfilesFallback,
  useFlavourFinderUrl,
  useFlavourProfiles,
} from './hooks';
export type { FlavourFinderUrl } from './hooks';
export { defaultQuestions } from './questions';
export {
  answersFromSearch,
  flavourDimensions,
  rankFlavours,
  searchForAnswers,
  targetProfile,
  usableQuestions,
} from './types';
export type { FinderOption, FinderQuestion, FlavourDimension, FlavourProfile, TargetProfile } from './types';
export { flavourFinderMessages } from './messages';
