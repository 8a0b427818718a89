import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { hasTenant, jsonBody, ownValue, plainRefusal } from '../../../platform/sandbox/requests';
import { consumerRefusal } from '../../account/sandbox';
import { creditSandboxPoints } from '../../loyalty/sandbox';
import type { components, paths } from '../generated/surveys';
import { sandboxQuiz, sandboxQuizAnswers, sandboxSurveys, SANDBOX_SERIAL_CODE } from './seed';

export { sandboxQuiz, sandboxSurveys, SANDBOX_SERIAL_CODE } from './seed';

type Wire = components['schemas'];

/** What the sandbox remembers about one consumer between calls. */
interface ConsumerState {
  statuses: Map<string, Wire['SurveyStatus']['status']>;
  /** Surveys whose serial code the consumer proved. */
  unlocked: Set<string>;
  submissions: Wire['Submission'][];
  quizScore: number | null;
}

/** Every shopper the account service knows is a consumer, so the store keeps the newest SANDBOX_STORE_LIMIT of them. */
const consumers = new BoundedMap<string, ConsumerState>();

function consumerOf(uuid: string): ConsumerState {
  let state = consumers.get(uuid);
  if (!state) {
    state = { statuses: new Map(), unlocked: new Set(), submissions: [], quizScore: null };
    consumers.set(uuid, state);
  }
  return state;
}

/** Answers the next `count` survey-list calls with 503, as a flaky service would (retry tests, stories). */
let failingListCalls = 0;
export function failNextSurveyListCalls(count: number): void {
  failingListCalls = count;
}

/** Every consumer back to the seed (tests, stories). */
export function resetSurveysSandbox(): void {
  consumers.clear();
  failingListCalls = 0;
}

const problem = (code: number, message: string) => ({ code, message, data: null });
const ok = <T>(data: T) => ({ code: 200, message: 'OK', data });
const surveyOf = (id: string) => sandboxSurveys.find((survey) => survey.id === id);

/**
 * The tenant, then the identity token of the consumer the path names, before any survey or quiz call; undefined lets
 * the call through.
 */
function refusal(request: Request, consumer: string) {
  if (!hasTenant(request)) return Response.json(problem(403, 'Unknown tenant'), { status: 403 });
  return consumerRefusal(request, consumer, plainRefusal);
}
/** Start takes no body; one that is sent must still be JSON, as the real service parses every body it gets. */
async function noBodyOrJson(request: Request): Promise<void> {
  if (await request.clone().text()) await jsonBody(request);
}

const unknownSurvey = () => Response.json(problem(404, 'Survey not found'), { status: 404 });

function surveyHandlers(baseUrl: string) {
  const http = createOpenApiHttp<paths>({ baseUrl });
  return [
    http.get('/loyalty/consumers/{id}/surveys', ({ request, params, response }) => {
      const refused = refusal(request, params.id);
      if (refused) return refused;
      if (failingListCalls > 0) {
        failingListCalls -= 1;
        return response('default').json(problem(503, 'Service unavailable'), { status: 503 });
      }
      return response(200).json(ok(sandboxSurveys));
    }),
    http.get('/loyalty/consumers/{id}/survey/{surveyId}/status', ({ request, params, response }) => {
      const refused = refusal(request, params.id);
      if (refused) return refused;
      if (!surveyOf(params.surveyId)) return unknownSurvey();
      const status = consumerOf(params.id).statuses.get(params.surveyId) ?? 'not_started';
      return response(200).json(ok({ survey_id: params.surveyId, status }));
    }),
    http.post('/loyalty/consumers/{id}/survey/{surveyId}/start', async ({ request, params, response }) => {
      const refused = refusal(request, params.id);
      if (refused) return refused;
      await noBodyOrJson(request);
      const survey = surveyOf(params.surveyId);
      if (!survey) return unknownSurvey();
      const state = consumerOf(params.id);
      if (survey.requires_serial_code && !state.unlocked.has(survey.id)) {
        return response('default').json(problem(409, 'Enter the serial code from your pack first.'), {
          status: 409,
        });
      }
      if (state.statuses.get(survey.id) !== 'completed') state.statuses.set(survey.id, 'started');
      return response(200).json(ok({ survey_id: survey.id, status: state.statuses.get(survey.id)! }));
    }),
    http.post('/loyalty/consumers/{id}/survey/{surveyId}/validate', async ({ request, params, response }) => {
      const refused = refusal(request, params.id);
      if (refused) return refused;
      const { serial_code } = await jsonBody(request);
      if (!surveyOf(params.surveyId)) return unknownSurvey();
      if (typeof serial_code !== 'string' || !serial_code.trim()) {
        return response('default').json(problem(422, 'serial_code is required'), { status: 422 });
      }
      const isValid = serial_code.trim().toUpperCase() === SANDBOX_SERIAL_CODE;
      if (isValid) consumerOf(params.id).unlocked.add(params.surveyId);
      return response(200).json(ok({ is_valid: isValid }));
    }),
    http.get('/loyalty/consumers/{id}/survey-submissions', ({ request, params, response }) => {
      const refused = refusal(request, params.id);
      if (refused) return refused;
      return response(200).json(ok(consumerOf(params.id).submissions));
    }),
    http.post('/loyalty/consumers/{id}/survey-submissions', async ({ request, params, response }) => {
      const refused = refusal(request, params.id);
      if (refused) return refused;
      const body = await jsonBody(request);
      const survey = surveyOf(String(body.survey_id));
      if (!survey) return unknownSurvey();
      const state = consumerOf(params.id);
      if (state.statuses.get(survey.id) !== 'started') {
        return response('default').json(problem(409, 'Start the survey before sending answers.'), {
          status: 409,
        });
      }
      const answers = Array.isArray(body.answers) ? body.answers : [];
      const missing = survey.questions.filter(
        (question) =>
          question.required &&
          !answers.some((answer) => answer.question_id === question.id && String(answer.value).trim()),
      );
      if (missing.length) {
        return response('default').json(
          problem(422, `Please answer: ${missing.map((question) => question.text).join(' ')}`),
          { status: 422 },
        );
      }
      const submission: Wire['Submission'] = {
        id: `submission-${state.submissions.length + 1}`,
        survey_id: survey.id,
        submitted_at: new Date().toISOString(),
        answers: answers.map((answer) => ({
          question_id: String(answer.question_id),
          value: String(answer.value),
        })),
        questions: survey.questions.map((question) => question.id),
        results: { points_earned: survey.points },
      };
      state.submissions.unshift(submission);
      state.statuses.set(survey.id, 'completed');
      // The points the survey promised reach the balance (a survey is completed once: started again it is refused).
      creditSandboxPoints(params.id, survey.points, 'survey');
      return response(201).json(ok(submission));
    }),
  ];
}

function quizHandlers(baseUrl: string) {
  const http = createOpenApiHttp<paths>({ baseUrl });
  return [
    http.get('/quizzes/by-user/{userUuid}', ({ request, params, response }) => {
      const refused = refusal(request, params.userUuid);
      if (refused) return refused;
      const score = consumerOf(params.userUuid).quizScore;
      return response(200).json(ok([{ ...sandboxQuiz, completed: score !== null, score }]));
    }),
    http.post('/quizzes/by-user/{userUuid}', async ({ request, params, response }) => {
      const refused = refusal(request, params.userUuid);
      if (refused) return refused;
      const body = await jsonBody(request);
      if (body.quiz_id !== sandboxQuiz.id)
        return response('default').json(problem(404, 'Quiz not found'), { status: 404 });
      const answers = Array.isArray(body.answers) ? body.answers : [];
      const score = answers.filter(
        (answer) => ownValue(sandboxQuizAnswers, String(answer.question_id)) === answer.value,
      ).length;
      consumerOf(params.userUuid).quizScore = score;
      return response(200).json(ok({ quiz_id: sandboxQuiz.id, score, total: sandboxQuiz.questions.length }));
    }),
  ];
}

/**
 * Both sides of the pair: the newer API under /api on the newer engagement base (the default) and on the older one's,
 * the older one at the engagement root; quizzes only under /api.
 */
export const handlers: RequestHandler[] = [
  ...surveyHandlers(`*${sandboxPaths.engagementEvo}/api`),
  ...quizHandlers(`*${sandboxPaths.engagementEvo}/api`),
  ...surveyHandlers(`*${sandboxPaths.engagement}/api`),
  ...quizHandlers(`*${sandboxPaths.engagement}/api`),
  ...surveyHandlers(`*${sandboxPaths.engagement}`),
];
