import { describe, expect, it } from 'vitest';
import { sandboxPaths } from '../../../platform';
import { callAsShopper, sandboxServerForTests } from '../../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../account/sandbox';
import { resetLoyaltySandbox } from '../../loyalty/sandbox';
import { resetSurveysSandbox, sandboxQuiz, sandboxSurveys } from './index';
import { seededShoppersBeforeEach } from '../../account/sandbox/testing';

sandboxServerForTests();

const { ada, noor } = seededShoppersBeforeEach(resetSurveysSandbox, resetLoyaltySandbox, resetAccountSandbox);

const call = callAsShopper;
const survey = sandboxSurveys.find((candidate) => !candidate.requires_serial_code)!;
/** The newer API on both engagement bases, the older at the engagement root. */
const surveyBases = [
  `${sandboxPaths.engagementEvo}/api`,
  `${sandboxPaths.engagement}/api`,
  sandboxPaths.engagement,
];
const quizBases = surveyBases.slice(0, 2);

/** Every survey and quiz call about one consumer, each as a [label, path, init] to send. */
const callsAbout = (uuid: string) =>
  [
    ...surveyBases.flatMap((base) => [
      [`${base} list`, `${base}/loyalty/consumers/${uuid}/surveys`, {}],
      [`${base} status`, `${base}/loyalty/consumers/${uuid}/survey/${survey.id}/status`, {}],
      [`${base} start`, `${base}/loyalty/consumers/${uuid}/survey/${survey.id}/start`, { method: 'POST' }],
      [
        `${base} validate`,
        `${base}/loyalty/consumers/${uuid}/survey/${survey.id}/validate`,
        { method: 'POST', body: JSON.stringify({ serial_code: 'X' }) },
      ],
      [`${base} submissions`, `${base}/loyalty/consumers/${uuid}/survey-submissions`, {}],
      [
        `${base} submit`,
        `${base}/loyalty/consumers/${uuid}/survey-submissions`,
        { method: 'POST', body: JSON.stringify({ survey_id: survey.id, answers: [] }) },
      ],
    ]),
    ...quizBases.flatMap((base) => [
      [`${base} quizzes`, `${base}/quizzes/by-user/${uuid}`, {}],
      [
        `${base} quiz answers`,
        `${base}/quizzes/by-user/${uuid}`,
        { method: 'POST', body: JSON.stringify({ quiz_id: sandboxQuiz.id, answers: [] }) },
      ],
    ]),
  ] as Array<[string, string, RequestInit]>;

describe('surveys sandbox', () => {
  it("abuse: the surveys and quizzes sandbox answers 403 when the token belongs to another shopper, and reads and changes nothing of the other's", async () => {
    for (const [label, path, init] of callsAbout(noor.uuid)) {
      const answer = await call(path, ada.token, init);
      expect([label, answer.status]).toEqual([label, 403]);
      expect(await answer.json()).toEqual({
        code: 403,
        message: 'The identity token belongs to another consumer.',
        data: null,
      });
    }
    // Nothing Ada sent started Noor's survey or scored her quiz.
    const base = `${sandboxPaths.engagementEvo}/api`;
    const status = await call(
      `${base}/loyalty/consumers/${noor.uuid}/survey/${survey.id}/status`,
      noor.token,
    );
    expect(await status.json()).toMatchObject({ data: { status: 'not_started' } });
    const quizzes = await call(`${base}/quizzes/by-user/${noor.uuid}`, noor.token);
    expect(await quizzes.json()).toMatchObject({ data: [{ completed: false, score: null }] });
  });

  it('abuse: the surveys and quizzes sandbox answers 401 without a token or with one that is no live session', async () => {
    for (const token of ['', 'sandbox', `${ada.token}x`]) {
      for (const [label, path, init] of callsAbout(ada.uuid)) {
        const answer = await call(path, token, init);
        expect([label, token, answer.status]).toEqual([label, token, 401]);
      }
    }
  });

  it("the surveys and quizzes sandbox answers the shopper's own calls", async () => {
    for (const [label, path] of callsAbout(ada.uuid).filter(([, , init]) => !init.method)) {
      const answer = await call(path, ada.token);
      expect([label, answer.status]).toEqual([label, 200]);
    }
  });

  it('points: a completed survey credits the points it promises to the loyalty balance, once', async () => {
    const balance = async () =>
      (
        (await (await call(`${sandboxPaths.loyalty}/consumers/${noor.uuid}`, noor.token)).json()) as {
          data: { points: number };
        }
      ).data.points;
    const base = `${sandboxPaths.engagementEvo}/api/loyalty/consumers/${noor.uuid}`;
    const answers = survey.questions.map((question) => ({
      question_id: question.id,
      value: question.options[0]?.id ?? 'A thought',
    }));
    const submit = () =>
      call(`${base}/survey-submissions`, noor.token, {
        method: 'POST',
        body: JSON.stringify({ survey_id: survey.id, answers }),
      });
    expect(await balance()).toBe(0);
    await call(`${base}/survey/${survey.id}/start`, noor.token, { method: 'POST' });
    expect((await submit()).status).toBe(201);
    expect(await balance()).toBe(survey.points);
    // A completed survey cannot be sent again, so it never earns twice.
    await call(`${base}/survey/${survey.id}/start`, noor.token, { method: 'POST' });
    expect((await submit()).status).toBe(409);
    expect(await balance()).toBe(survey.points);
  });
});
