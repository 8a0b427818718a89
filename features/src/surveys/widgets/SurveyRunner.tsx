import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  FieldError,
  Panel,
  PanelIntro,
  PanelTitle,
  RadioGroup,
  Skeleton,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@storefront/design-system';
import { failureWords, useTranslation } from '../../platform';
import { useSurveyProgress, useSurveyRun, useSurveys, type SurveyRun } from '../hooks';
import type { Survey } from '../types';
import * as styles from './SurveyRunner.css';

export interface SurveyRunnerProps {
  /** The survey to run, by its id in the surveys service (e.g. taste-profile). */
  surveyId: string;
  /** Replaces the survey's own title. */
  heading?: string;
  /** Replaces the survey's own description on the first screen. */
  introText?: string;
  /** Shown above the points once the answers are sent. */
  completionText?: string;
  /** Where a guest signs in. */
  signInHref?: string;
}

/**
 * Runs one survey, one question at a time: the serial code where the survey asks for one, then each question with
 * the step announced, then the thank-you. Works by keyboard alone; focus follows the step.
 */
export function SurveyRunner({
  surveyId,
  heading,
  introText,
  completionText,
  signInHref = '/sign-in?next=/account/surveys',
}: SurveyRunnerProps) {
  const { t } = useTranslation();
  const { signedIn, surveys, error, retry } = useSurveys();
  const headingId = useId();
  const survey = surveys?.find((candidate) => candidate.id === surveyId);

  return (
    <Panel aria-labelledby={headingId}>
      {!signedIn ? (
        <>
          <PanelTitle id={headingId}>{heading ?? t('surveys.heading')}</PanelTitle>
          <p>
            <Button asChild>
              <a href={signInHref}>{t('surveys.signIn')}</a>
            </Button>
          </p>
        </>
      ) : error && !surveys ? (
        <>
          <PanelTitle id={headingId}>{heading ?? t('surveys.heading')}</PanelTitle>
          <FieldError role="alert">{t('surveys.list.error')}</FieldError>
          <p>
            <Button variant="secondary" onClick={retry}>
              {t('surveys.retry')}
            </Button>
          </p>
        </>
      ) : !surveys ? (
        <Skeleton shape="block" height="12rem" />
      ) : !survey ? (
        <>
          <PanelTitle id={headingId}>{heading ?? t('surveys.heading')}</PanelTitle>
          <PanelIntro>{t('surveys.notFound')}</PanelIntro>
        </>
      ) : (
        <Run
          survey={survey}
          headingId={headingId}
          heading={heading ?? survey.title}
          introText={introText ?? survey.description}
          {...(completionText ? { completionText } : {})}
        />
      )}
    </Panel>
  );
}

interface RunProps {
  survey: Survey;
  headingId: string;
  heading: string;
  introText: string;
  completionText?: string;
}

function Run({ survey, headingId, heading, introText, completionText }: RunProps) {
  const { t } = useTranslation();
  const run = useSurveyRun(survey);
  const { statuses } = useSurveyProgress([survey.id]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step or screen takes the focus to its heading, so a keyboard or screen-reader user starts reading there.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [run.phase, run.step]);

  const completedBefore = statuses?.[survey.id] === 'completed' && run.phase === 'intro';

  return (
    <>
      <PanelTitle id={headingId} ref={headingRef} tabIndex={-1}>
        {run.phase === 'done' ? t('surveys.done.heading') : heading}
      </PanelTitle>
      {run.phase === 'intro' &&
        (completedBefore ? (
          <PanelIntro>{t('surveys.completed')}</PanelIntro>
        ) : (
          <Intro
            run={run}
            introText={introText}
            points={survey.points}
            requiresSerialCode={survey.requiresSerialCode}
          />
        ))}
      {run.phase === 'question' && <Question run={run} />}
      {run.phase === 'done' && (
        <div role="status">
          {completionText && <p>{completionText}</p>}
          <p>{t('surveys.done.points', { points: run.submission?.pointsEarned ?? 0 })}</p>
        </div>
      )}
    </>
  );
}

interface IntroProps {
  run: SurveyRun;
  introText: string;
  points: number;
  requiresSerialCode: boolean;
}

function Intro({ run, introText, points, requiresSerialCode }: IntroProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    void run.validateSerialCode(code);
  };
  return (
    <>
      <PanelIntro>
        {introText} {t('surveys.points', { points })}
      </PanelIntro>
      {run.needsSerialCode ? (
        <form className={styles.form} onSubmit={onCode} noValidate>
          <TextField
            label={t('surveys.serialCode.label')}
            hint={t('surveys.serialCode.hint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            {...(run.error ? { error: failureWords(t, run.error) } : {})}
          />
          <VisuallyHidden role="alert">{run.error ? failureWords(t, run.error) : ''}</VisuallyHidden>
          <div className={styles.actions}>
            <Button type="submit" disabled={run.busy}>
              {t('surveys.serialCode.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {requiresSerialCode && <p role="status">{t('surveys.serialCode.accepted')}</p>}
          {run.error && <FieldError role="alert">{failureWords(t, run.error)}</FieldError>}
          <div className={styles.actions}>
            <Button onClick={() => void run.start()} disabled={run.busy}>
              {t('surveys.start')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

function Question({ run }: { run: SurveyRun }) {
  const { t } = useTranslation();
  const question = run.question;
  if (!question) return null;
  const value = run.answers[question.id] ?? '';
  const last = run.step === run.total - 1;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run.next();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.progress}>
        <PanelIntro aria-live="polite">
          {t('surveys.progress', { current: run.step + 1, total: run.total })}
        </PanelIntro>
        <progress className={styles.bar} value={run.step + 1} max={run.total} aria-hidden="true" />
      </div>
      {question.kind === 'choice' ? (
        <RadioGroup
          legend={question.text}
          options={question.options.map((option) => ({ value: option.id, label: option.label }))}
          value={value}
          onValueChange={run.answer}
          {...(run.error ? { error: failureWords(t, run.error) } : {})}
        />
      ) : (
        <TextArea
          label={question.text}
          value={value}
          onChange={(event) => run.answer(event.target.value)}
          rows={3}
          {...(question.required ? {} : { hint: t('surveys.answer.optional') })}
          {...(run.error ? { error: failureWords(t, run.error) } : {})}
        />
      )}
      {/* The field shows the error beside the answer; this reads it out at once. */}
      <VisuallyHidden role="alert">{run.error ? failureWords(t, run.error) : ''}</VisuallyHidden>
      <div className={styles.actions}>
        {run.step > 0 && (
          <Button type="button" variant="secondary" onClick={run.back} disabled={run.busy}>
            {t('surveys.back')}
          </Button>
        )}
        <Button type="submit" disabled={run.busy}>
          {last ? t('surveys.send') : t('surveys.next')}
        </Button>
      </div>
    </form>
  );
}
