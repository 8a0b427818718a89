import { useId, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  CardList,
  CardTitle,
  FieldError,
  Link,
  RadioGroup,
  Skeleton,
} from '@storefront/design-system';
import { failureWords, useFormat, useTranslation } from '../../platform';
import { surveyFailureOf, useQuizzes, useSurveyProgress, useSurveys, useSurveysApi } from '../hooks';
import type { Answers, Quiz, QuizResult } from '../types';
import * as styles from './SurveysOverview.css';

export interface SurveysOverviewProps {
  /** Where each survey runs; `{id}` is replaced by the survey's id. */
  surveyHref?: string;
  signInHref?: string;
}

/** The account's surveys page: every survey open to the shopper with where they stand, and their quizzes. */
export function SurveysOverview({
  surveyHref = '/account/surveys/{id}',
  signInHref = '/sign-in?next=/account/surveys',
}: SurveysOverviewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { signedIn, surveys, error, retry } = useSurveys();
  const { statuses, submissions } = useSurveyProgress(surveys?.map((survey) => survey.id) ?? []);

  return (
    <div className={styles.page}>
      <div>
        <h1>{t('surveys.heading')}</h1>
        <p className={styles.muted}>{t('surveys.intro')}</p>
      </div>
      {!signedIn ? (
        <p>
          <Button asChild>
            <a href={signInHref}>{t('surveys.signIn')}</a>
          </Button>
        </p>
      ) : error && !surveys ? (
        <div>
          <FieldError role="alert">{t('surveys.list.error')}</FieldError>
          <Button variant="secondary" onClick={retry}>
            {t('surveys.retry')}
          </Button>
        </div>
      ) : !surveys ? (
        <Skeleton shape="block" height="10rem" />
      ) : surveys.length === 0 ? (
        <p className={styles.muted}>{t('surveys.list.empty')}</p>
      ) : (
        <CardList aria-label={t('surveys.heading')}>
          {surveys.map((survey) => {
            const status = statuses?.[survey.id] ?? 'not_started';
            const sent = submissions?.find((submission) => submission.surveyId === survey.id);
            return (
              <Card key={survey.id}>
                <CardTitle level={2}>{survey.title}</CardTitle>
                <p className={styles.muted}>{survey.description}</p>
                <p className={styles.muted}>
                  <Badge tone={status === 'completed' ? 'success' : 'neutral'}>
                    {t(`surveys.status.${status}`)}
                  </Badge>{' '}
                  {t('surveys.points', { points: survey.points })}
                  {sent && <> · {t('surveys.submitted', { date: format.date(sent.submittedAt) })}</>}
                </p>
                {status !== 'completed' && (
                  <p>
                    <Link href={surveyHref.replace('{id}', encodeURIComponent(survey.id))}>
                      {t('surveys.take', { title: survey.title })}
                    </Link>
                  </p>
                )}
              </Card>
            );
          })}
        </CardList>
      )}
      {signedIn && <Quizzes />}
    </div>
  );
}

function Quizzes() {
  const { t } = useTranslation();
  const { quizzes } = useQuizzes();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('quizzes.heading')}</h2>
      {!quizzes ? (
        <Skeleton shape="block" height="8rem" />
      ) : quizzes.length === 0 ? (
        <p className={styles.muted}>{t('quizzes.empty')}</p>
      ) : (
        quizzes.map((quiz) => <QuizForm key={quiz.id} quiz={quiz} />)
      )}
    </section>
  );
}

function QuizForm({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation();
  const { api } = useSurveysApi();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const score = result ?? (quiz.score !== null ? { score: quiz.score, total: quiz.questions.length } : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (quiz.questions.some((question) => !answers[question.id])) {
      setError(t('quizzes.unanswered'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await api.answerQuiz(quiz, answers));
    } catch (cause) {
      setError(failureWords(t, surveyFailureOf(cause, 'quizzes.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="div">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <CardTitle level={3}>{quiz.title}</CardTitle>
        <p role="status" className={styles.muted}>
          {score ? t('quizzes.score', { score: score.score, total: score.total }) : t('quizzes.notTaken')}
        </p>
        {quiz.questions.map((question) => (
          <RadioGroup
            key={question.id}
            legend={question.text}
            options={question.options.map((option) => ({ value: option.id, label: option.label }))}
            value={answers[question.id] ?? ''}
            onValueChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          />
        ))}
        {error && <FieldError role="alert">{error}</FieldError>}
        <div>
          <Button type="submit" disabled={busy}>
            {t('quizzes.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
