import { useMemo, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import {
  HttpError,
  identityOf,
  shopFailure,
  track,
  useConfig,
  useStoredUser,
  type ShopperFailure,
} from '../platform';
import { createSurveysApi } from './api';
import { isAnswered, type Answers, type Survey, type SurveySubmission } from './types';

/** Spec section 8: the survey list is retried 3 times, 500 ms apart. */
export const SURVEY_LIST_RETRIES = 3;
export const SURVEY_LIST_RETRY_DELAY_MS = 500;

/** SWR's retry with the survey list's fixed 500 ms wait instead of the shop's exponential backoff. */
export const surveyListRetry = {
  // On even where the page's SWR settings turn retries off: the spec asks for these.
  shouldRetryOnError: true,
  errorRetryCount: SURVEY_LIST_RETRIES,
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    if (retryCount > (config.errorRetryCount ?? SURVEY_LIST_RETRIES)) return;
    setTimeout(() => void revalidate({ retryCount }), SURVEY_LIST_RETRY_DELAY_MS);
  },
} satisfies SWRConfiguration;

/** The surveys client for the signed-in shopper (or a guest), rebuilt when either changes. */
export function useSurveysApi() {
  const config = useConfig();
  const identity = identityOf(useStoredUser());
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () => createSurveysApi(config, () => (uuid && token ? { uuid, token } : null)),
    [config, uuid, token],
  );
  return { api, uuid };
}

/** The surveys open to the signed-in shopper. */
export function useSurveys() {
  const { api, uuid } = useSurveysApi();
  const result = useSWR(uuid ? ['surveys', 'list', uuid] : null, () => api.list(), surveyListRetry);
  return {
    signedIn: Boolean(uuid),
    surveys: result.data,
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}

/** Where the shopper stands with each survey, and what they sent before. */
export function useSurveyProgress(surveyIds: readonly string[]) {
  const { api, uuid } = useSurveysApi();
  const statuses = useSWR(uuid && surveyIds.length ? ['surveys', 'status', uuid, ...surveyIds] : null, () =>
    Promise.all(surveyIds.map(async (id) => [id, await api.status(id)] as const)).then(Object.fromEntries),
  );
  const submissions = useSWR(uuid ? ['surveys', 'submissions', uuid] : null, () => api.submissions());
  return {
    statuses: statuses.data as Record<string, Awaited<ReturnType<typeof api.status>>> | undefined,
    submissions: submissions.data,
    refresh: () => {
      void statuses.mutate();
      void submissions.mutate();
    },
  };
}

/** The shopper's quizzes with their last score. */
export function useQuizzes() {
  const { api, uuid } = useSurveysApi();
  const result = useSWR(uuid ? ['quizzes', uuid] : null, () => api.quizzes());
  return { quizzes: result.data, error: result.error as unknown, refresh: () => void result.mutate() };
}

/** A message the service wrote for shoppers (a 4xx in its own words), else the shop's own message `key`. */
export const surveyFailureOf = (error: unknown, key: string): ShopperFailure =>
  error instanceof HttpError && error.status < 500 && error.userMessage
    ? { kind: 'said', message: error.userMessage }
    : shopFailure(key);

export type RunPhase = 'intro' | 'question' | 'done';

/**
 * One run through a survey, one question at a time: serial code (when the survey asks for one), start, answers, send.
 * Answers live here, so a failed send or a step back keeps every one of them. Raises survey start, progress and
 * completion (spec section 9) from the shopper's own steps.
 */
export function useSurveyRun(survey: Survey | undefined) {
  const { api } = useSurveysApi();
  const [phase, setPhase] = useState<RunPhase>('intro');
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [serialCodeAccepted, setSerialCodeAccepted] = useState(false);
  const [error, setError] = useState<ShopperFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [submission, setSubmission] = useState<SurveySubmission | null>(null);

  const attempt = async (work: () => Promise<void>, failureKey: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      setError(surveyFailureOf(cause, failureKey));
    } finally {
      setBusy(false);
    }
  };

  const question = survey?.questions[step];

  return {
    phase,
    step,
    question,
    total: survey?.questions.length ?? 0,
    answers,
    error,
    busy,
    submission,
    needsSerialCode: Boolean(survey?.requiresSerialCode) && !serialCodeAccepted,

    validateSerialCode: (code: string) =>
      attempt(async () => {
        if (!survey) return;
        if (!code.trim()) {
          setError(shopFailure('surveys.serialCode.required'));
          return;
        }
        if (await api.validateSerialCode(survey.id, code)) setSerialCodeAccepted(true);
        else setError(shopFailure('surveys.serialCode.invalid'));
      }, 'surveys.error.serialCode'),

    start: () =>
      attempt(async () => {
        if (!survey) return;
        await api.start(survey.id);
        track('tracking:activity:survey_start', { survey_id: survey.id });
        setStep(0);
        setPhase('question');
      }, 'surveys.error.start'),

    answer: (value: string) => {
      if (!question) return;
      setAnswers((current) => ({ ...current, [question.id]: value }));
      setError(null);
    },

    back: () => {
      setError(null);
      setStep((current) => Math.max(current - 1, 0));
    },

    /** The next question, or on the last one, sending every answer. */
    next: () => {
      if (!survey || !question) return Promise.resolve();
      if (!isAnswered(question, answers)) {
        setError(shopFailure(question.kind === 'choice' ? 'surveys.answer.choose' : 'surveys.answer.write'));
        return Promise.resolve();
      }
      if (step < survey.questions.length - 1) {
        setError(null);
        setStep(step + 1);
        track('tracking:activity:survey_progress', { survey_id: survey.id, step: step + 1 });
        return Promise.resolve();
      }
      return attempt(async () => {
        setSubmission(await api.submit(survey, answers));
        track('tracking:activity:survey_completion', { survey_id: survey.id });
        setPhase('done');
      }, 'surveys.error.submit');
    },
  };
}

export type SurveyRun = ReturnType<typeof useSurveyRun>;
