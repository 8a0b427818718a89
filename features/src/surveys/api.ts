import { storedIdentity, type ShopperIdentity } from '../platform';
import type { StorefrontConfig } from '../platform';
import { createSurveysClient } from '../backends/surveys';
import {
  toQuiz,
  toSubmission,
  toSurvey,
  toWireAnswers,
  type Answers,
  type Quiz,
  type QuizResult,
  type Survey,
  type SurveyStatus,
  type SurveySubmission,
} from './types';

export class SurveySignInError extends Error {
  override readonly name = 'SurveySignInError';
  constructor() {
    super('Surveys and quizzes need a signed-in shopper');
  }
}

export type SurveysConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** Surveys and quizzes for the signed-in shopper, on the side of the pair the engagement URL chooses. */
export function createSurveysApi(
  config: SurveysConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const client = createSurveysClient({
    engagementUrl: config.backends.engagement,
    tenantToken: config.tenantToken,
    identityToken: () => identity()?.token,
  });
  const { surveys, quizzes } = client;
  const consumer = () => {
    const current = identity();
    if (!current) throw new SurveySignInError();
    return current.uuid;
  };
  const survey = (surveyId: string) => ({ path: { id: consumer(), surveyId } });

  return {
    side: client.side,

    async list(): Promise<Survey[]> {
      const { data } = await surveys.GET('/loyalty/consumers/{id}/surveys', {
        params: { path: { id: consumer() } },
      });
      return data!.data.map(toSurvey);
    },

    async status(surveyId: string): Promise<SurveyStatus> {
      const { data } = await surveys.GET('/loyalty/consumers/{id}/survey/{surveyId}/status', {
        params: survey(surveyId),
      });
      return data!.data.status;
    },

    async start(surveyId: string): Promise<SurveyStatus> {
      const { data } = await surveys.POST('/loyalty/consumers/{id}/survey/{surveyId}/start', {
        params: survey(surveyId),
      });
      return data!.data.status;
    },

    /** Whether a pack's serial code opens the survey. */
    async validateSerialCode(surveyId: string, serialCode: string): Promise<boolean> {
      const { data } = await surveys.POST('/loyalty/consumers/{id}/survey/{surveyId}/validate', {
        params: survey(surveyId),
        body: { serial_code: serialCode.trim() },
      });
      return data!.data.is_valid;
    },

    async submissions(): Promise<SurveySubmission[]> {
      const { data } = await surveys.GET('/loyalty/consumers/{id}/survey-submissions', {
        params: { path: { id: consumer() } },
      });
      return data!.data.map(toSubmission);
    },

    async submit(target: Survey, answers: Answers): Promise<SurveySubmission> {
      const { data } = await surveys.POST('/loyalty/consumers/{id}/survey-submissions', {
        params: { path: { id: consumer() } },
        body: {
          survey_id: target.id,
          answers: toWireAnswers(target.questions, answers),
          questions: target.questions.map((question) => question.id),
        },
      });
      return toSubmission(data!.data);
    },

    async quizzes(): Promise<Quiz[]> {
      const { data } = await quizzes.GET('/quizzes/by-user/{userUuid}', {
        params: { path: { userUuid: consumer() } },
      });
      return data!.data.map(toQuiz);
    },

    async answerQuiz(quiz: Quiz, answers: Answers): Promise<QuizResult> {
      const { data } = await quizzes.POST('/quizzes/by-user/{userUuid}', {
        params: { path: { userUuid: consumer() } },
        body: { quiz_id: quiz.id, answers: toWireAnswers(quiz.questions, answers) },
      });
      const result = data!.data;
      return { quizId: result.quiz_id, score: result.score, total: result.total };
    },
  };
}

export type SurveysApi = ReturnType<typeof createSurveysApi>;
