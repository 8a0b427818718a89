import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import {
  Button,
  PanelIntro,
  PanelSubtitle,
  RadioGroup,
  Skeleton,
  TextArea,
  TextField,
} from '@storefront/design-system';
import { contestUploadLimits, uploadProblem } from '../../backends/loyalty';
import { useTranslation } from '../../platform';
import { useLoyaltyApi } from '../hooks';
import * as styles from './LoyaltyWidget.css';

export interface ContestEntryProps {
  /** Replaces the default heading, e.g. the contest's name. */
  heading?: string;
}

const MEGABYTES = contestUploadLimits.maxBytes / (1024 * 1024);

/**
 * The contest: its status, and while it is open and not yet entered, a form with its questions and file uploads.
 * The upload limits are shown before the upload and checked before sending; answers stay when sending fails.
 */
export function ContestEntry({ heading }: ContestEntryProps) {
  const { t } = useTranslation();
  const { api, uuid } = useLoyaltyApi();
  const headingId = useId();
  const status = useSWR(uuid ? ['loyalty', 'contest', uuid] : null, () => api.contestStatus());
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const questions = status.data?.questions ?? [];

  function chooseFiles(chosen: File[]) {
    setFiles(chosen);
    if (chosen.length > contestUploadLimits.maxFiles)
      return setFileError(t('loyalty.contest.tooMany', { count: contestUploadLimits.maxFiles }));
    const wrong = chosen.find((file) => uploadProblem(file));
    setFileError(
      wrong
        ? uploadProblem(wrong) === 'type'
          ? t('loyalty.contest.badType', { name: wrong.name })
          : t('loyalty.contest.tooBig', { name: wrong.name, megabytes: MEGABYTES })
        : null,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (fileError) return;
    if (questions.some((_, index) => !answers[index]?.trim())) {
      setError(t('loyalty.contest.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const entered = await api.enterContest({
        answers: questions.map((entry, index) => ({ question: entry.question, answers: [answers[index]!] })),
        files,
      });
      await status.mutate(entered, { revalidate: false });
    } catch {
      setError(t('loyalty.contest.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <PanelSubtitle id={headingId}>{heading ?? t('loyalty.contest.heading')}</PanelSubtitle>
      {status.error ? (
        <p role="alert" className={styles.alert}>
          {status.error instanceof Error ? status.error.message : t('platform.error.generic')}
        </p>
      ) : !status.data ? (
        uuid ? (
          <Skeleton shape="block" height="6rem" />
        ) : null
      ) : status.data.has_participated ? (
        <p role="status" className={styles.earned}>
          {t('loyalty.contest.entered')}
        </p>
      ) : !status.data.is_open ? (
        <PanelIntro>{t('loyalty.contest.closed')}</PanelIntro>
      ) : (
        <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
          {questions.map((entry, index) =>
            entry.options.length > 0 ? (
              <RadioGroup
                key={entry.question}
                legend={entry.question}
                options={entry.options.map((option) => ({ value: option, label: option }))}
                value={answers[index] ?? ''}
                onValueChange={(value) => setAnswers((current) => ({ ...current, [index]: value }))}
              />
            ) : (
              <TextArea
                key={entry.question}
                label={entry.question}
                hint={t('loyalty.contest.answer')}
                value={answers[index] ?? ''}
                onChange={(event) => setAnswers((current) => ({ ...current, [index]: event.target.value }))}
              />
            ),
          )}
          <TextField
            type="file"
            label={t('loyalty.contest.files')}
            hint={t('loyalty.contest.limits', { count: contestUploadLimits.maxFiles, megabytes: MEGABYTES })}
            accept={contestUploadLimits.types.join(',')}
            multiple
            onChange={(event) => chooseFiles([...(event.target.files ?? [])])}
            {...(fileError ? { error: fileError } : {})}
          />
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <Button type="submit" disabled={pending}>
            {t('loyalty.contest.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
