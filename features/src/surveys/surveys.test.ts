import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, HttpError } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { resetSurveysSandbox, SANDBOX_SERIAL_CODE } from '../backends/surveys/sandbox';
import { sandboxIdentityOf } from '../backends/account/sandbox';
import { createSurveysApi, SurveySignInError } from './api';

const server = sandboxServerForTests();
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});
/** Ada signed in afresh for each test: the sandbox answers only her own token for her uuid. */
let ada = { uuid: '', token: '' };
beforeEach(() => {
  resetSurveysSandbox();
  ada = sandboxIdentityOf('ada@example.com');
  sent.length = 0;
});

/** Both sides of the pair: an engagement URL containing evo is the newer API under /api. */
const sides = [
  ['newer', 'http://evo.shop.test/sandbox/engagement', '/sandbox/engagement/api'],
  ['older', 'http://shop.test/sandbox/engagement', '/sandbox/engagement'],
] as const;

describe.each(sides)('surveys on the %s side', (side, engagementUrl, root) => {
  const config = configFromEnv({ ENGAGEMENT_API_URL: engagementUrl });
  const surveys = (identity: { uuid: string; token: string } | null = ada) =>
    createSurveysApi(config, () => identity);

  it(`GET /loyalty/consumers/{id}/surveys (${side}): the two seeded surveys, with their questions`, async () => {
    const list = await surveys().list();
    expect(surveys().side).toBe(side);
    expect(list.map((survey) => survey.id)).toEqual(['taste-profile', 'device-feedback']);
    expect(list[0]!.questions[0]).toMatchObject({ id: 'flavour', kind: 'choice', required: true });
    expect(list[1]!.requiresSerialCode).toBe(true);
    expect(sent).toEqual([`GET ${root}/loyalty/consumers/${ada.uuid}/surveys`]);
  });

  it(`GET .../survey/{surveyId}/status and POST .../start (${side}): a survey goes from not started to started`, async () => {
    const api = surveys();
    expect(await api.status('taste-profile')).toBe('not_started');
    expect(await api.start('taste-profile')).toBe('started');
    expect(await api.status('taste-profile')).toBe('started');
    expect(sent).toContain(`POST ${root}/loyalty/consumers/${ada.uuid}/survey/taste-profile/start`);
  });

  it(`POST .../validate with serial_code (${side}): the pack's code opens the survey, another does not`, async () => {
    const api = surveys();
    await expect(api.start('device-feedback')).rejects.toMatchObject({ status: 409 });
    expect(await api.validateSerialCode('device-feedback', 'WRONG-CODE')).toBe(false);
    expect(await api.validateSerialCode('device-feedback', ` ${SANDBOX_SERIAL_CODE} `)).toBe(true);
    expect(await api.start('device-feedback')).toBe('started');
    expect(sent).toContain(`POST ${root}/loyalty/consumers/${ada.uuid}/survey/device-feedback/validate`);
  });

  it(`survey submissions create and list (${side}): answers, results and questions come back`, async () => {
    const api = surveys();
    const [tasteProfile] = await api.list();
    await api.start('taste-profile');
    const submission = await api.submit(tasteProfile!, { flavour: 'fresh', frequency: 'weekly', wish: '' });
    expect(submission).toMatchObject({
      surveyId: 'taste-profile',
      answers: { flavour: 'fresh', frequency: 'weekly' },
      questionIds: ['flavour', 'frequency', 'wish'],
      pointsEarned: 50,
    });
    expect(await api.submissions()).toEqual([submission]);
    expect(await api.status('taste-profile')).toBe('completed');
    expect(sent).toContain(`POST ${root}/loyalty/consumers/${ada.uuid}/survey-submissions`);
    expect(sent).toContain(`GET ${root}/loyalty/consumers/${ada.uuid}/survey-submissions`);
  });

  it(`survey submissions (${side}): a required question left empty is refused (422), in the service's words on the older side`, async () => {
    const api = surveys();
    const [tasteProfile] = await api.list();
    await api.start('taste-profile');
    const refusal = await api.submit(tasteProfile!, { flavour: 'fresh' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(422);
    expect((refusal as HttpError).userMessage).toBe(
      side === 'older' ? 'Please answer: How often do you order?' : undefined,
    );
  });

  it(`GET and POST /api/quizzes/by-user/{userUuid} (${side}): quizzes live on the newer API only`, async () => {
    const api = surveys();
    const [quiz] = await api.quizzes();
    expect(quiz).toMatchObject({ id: 'origins-quiz', completed: false, score: null });
    expect(await api.answerQuiz(quiz!, { mint: 'morocco', berry: 'gooseberry' })).toEqual({
      quizId: 'origins-quiz',
      score: 1,
      total: 2,
    });
    expect((await api.quizzes())[0]).toMatchObject({ completed: true, score: 1 });
    expect(sent).toContain(`GET /sandbox/engagement/api/quizzes/by-user/${ada.uuid}`);
    expect(sent).toContain(`POST /sandbox/engagement/api/quizzes/by-user/${ada.uuid}`);
  });

  it(`a guest (${side}): every survey call needs a signed-in shopper and sends nothing`, async () => {
    await expect(surveys(null).list()).rejects.toBeInstanceOf(SurveySignInError);
    await expect(surveys(null).quizzes()).rejects.toBeInstanceOf(SurveySignInError);
    expect(sent).toEqual([]);
  });
});
