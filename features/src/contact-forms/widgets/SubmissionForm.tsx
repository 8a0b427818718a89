import type { FormEvent, ReactNode } from 'react';
import { Button } from '@storefront/design-system';
import { failureWords, useTranslation } from '../../platform';
import { useFormSubmission } from '../hooks';
import type { SubmissionFormSettings } from '../types';
import * as styles from './SubmissionForm.css';

export interface SubmissionFormProps extends SubmissionFormSettings {
  /** The form's fields (FormField widgets, or any named controls). */
  children?: ReactNode;
  submitLabel?: string;
}

/**
 * A marketer's form. It posts like any form (method post, the custom action as its target), so it is a real form
 * before hydration; hydrated, it sends through the HTTP core and announces the outcome: thanks as a status, a failure
 * as an alert above the button with every field kept as typed.
 */
export function SubmissionForm({ children, submitLabel, successMessage, ...settings }: SubmissionFormProps) {
  const { t } = useTranslation();
  const { status, submit } = useFormSubmission(settings);
  const { destination } = settings;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(new FormData(event.currentTarget));
  }

  if (status.state === 'sent')
    return (
      <p className={styles.message} role="status">
        {successMessage || t('contactForms.sent')}
      </p>
    );
  return (
    <form
      className={styles.form}
      onSubmit={send}
      aria-label={settings.name}
      method="post"
      action={destination.kind === 'custom' ? destination.action || undefined : undefined}
    >
      {children}
      {status.state === 'failed' && (
        <p className={styles.message} role="alert">
          {failureWords(t, status.failure)}
        </p>
      )}
      <Button type="submit" loading={status.state === 'sending'}>
        {submitLabel || t('contactForms.send')}
      </Button>
    </form>
  );
}
