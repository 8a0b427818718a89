export { createSurveysApi, SurveySignInError } from './api';
export type { SurveysApi, SurveysConfig } from './api';
export type {
  Answers,
  Quiz,
  QuizResult,
  Survey,
  SurveyQuestion,
  SurveyStatus,
  SurveySubmission,
} from './types';
export {
  SURVEY_LIST_RETRIES,
  SURVEY_LIST_RETRY_DELAY_MS,
  useQuizzes,
  useSurveyProgress,
  useSurveyRun,
  useSurveys,
} from './hooks';
export { surveysMessages } from './messages';
