export { SurveyRunner } from './SurveyRunner';
export type { SurveyRunnerProps } from './SurveyRunner';
export { SurveysOverview } from './SurveysOverview';
