import { useState, type FormEvent } from 'react';
import { Button } from '@storefront/design-system';
import { reportError, useConfig } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { icons } from '../icons';
import * as styles from './SubmissionForm.css';

/** Reads a dotted path ("error.message") from a server's JSON answer. */
export function messageAt(body: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      body,
    );
  return typeof value === 'string' && value ? value : undefined;
}

type Status = { state: 'idle' | 'sending' } | { state: 'sent' } | { state: 'failed'; message: string };

/**
 * Builder's form, submitting either to Builder's form endpoint on the configured host (apiKey, to, name) or to a custom
 * action. On error it shows the server's message found at errorMessagePath, else the configured message.
 */
export const submissionFormBlock = defineBlock({
  name: 'SubmissionForm',
  friendlyName: 'Form',
  group: 'Marketing',
  image: icons.form,
  canHaveChildren: true,
  inputs: [
    { name: 'name', type: 'string', required: true, helperText: 'Names the submissions.' },
    { name: 'sendSubmissionsTo', type: 'string', enum: ['email', 'custom'], defaultValue: 'email' },
    { name: 'sendSubmissionsToEmail', type: 'string', helperText: 'Where e-mail submissions go.' },
    { name: 'action', type: 'url', helperText: 'Custom action URL.' },
    {
      name: 'contentType',
      type: 'string',
      enum: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
      defaultValue: 'application/json',
    },
    { name: 'submitLabel', type: 'string', defaultValue: 'Send' },
    { name: 'successMessage', type: 'string', defaultValue: 'Thank you!' },
    { name: 'errorMessage', type: 'string', defaultValue: 'Something went wrong. Please try again.' },
    {
      name: 'errorMessagePath',
      type: 'string',
      helperText: 'Where the server puts its error message, e.g. error.message.',
    },
  ],
  component: function SubmissionForm(props) {
    const config = useConfig();
    const [status, setStatus] = useState<Status>({ state: 'idle' });
    const { sendSubmissionsTo = 'email', contentType = 'application/json' } = props;

    async function submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const fields = new FormData(event.currentTarget);
      const byEmail = sendSubmissionsTo === 'email';
      const url = byEmail
        ? `${config.backends.builder}/api/v1/form-submit?${new URLSearchParams({
            apiKey: config.builder.apiKey,
            to: btoa(props.sendSubmissionsToEmail ?? ''),
            name: props.name,
          })}`
        : props.action;
      if (!url) return setStatus({ state: 'failed', message: props.errorMessage ?? '' });
      const asJson = !byEmail && contentType === 'application/json';
      const body =
        byEmail || contentType === 'multipart/form-data'
          ? fields
          : asJson
            ? JSON.stringify(Object.fromEntries(fields))
            : new URLSearchParams(fields as unknown as Record<string, string>);
      setStatus({ state: 'sending' });
      try {
        const response = await fetch(url, {
          method: 'POST',
          body,
          ...(asJson ? { headers: { 'content-type': 'application/json' } } : {}),
        });
        if (response.ok) return setStatus({ state: 'sent' });
        const answer = await response.json().catch(() => undefined);
        const serverMessage = props.errorMessagePath ? messageAt(answer, props.errorMessagePath) : undefined;
        setStatus({ state: 'failed', message: serverMessage ?? props.errorMessage ?? '' });
      } catch (error) {
        reportError(error, { block: 'SubmissionForm', form: props.name });
        setStatus({ state: 'failed', message: props.errorMessage ?? '' });
      }
    }

    if (status.state === 'sent')
      return (
        <p className={styles.message} role="status">
          {props.successMessage}
        </p>
      );
    return (
      <form
        className={styles.form}
        onSubmit={submit}
        aria-label={props.name}
        method="post"
        action={props.action}
      >
        {props.children}
        {status.state === 'failed' && (
          <p className={styles.message} role="alert">
            {status.message}
          </p>
        )}
        <Button type="submit" loading={status.state === 'sending'}>
          {props.submitLabel ?? 'Send'}
        </Button>
      </form>
    );
  },
});

export const formFieldBlock = defineBlock({
  name: 'FormField',
  friendlyName: 'Form field',
  group: 'Marketing',
  image: icons.field,
  inputs: [
    { name: 'name', type: 'string', required: true, helperText: 'The submitted field name, e.g. email.' },
    { name: 'label', type: 'string', required: true },
    { name: 'type', type: 'string', enum: ['text', 'email', 'tel', 'textarea'], defaultValue: 'text' },
    { name: 'required', type: 'boolean', defaultValue: false },
  ],
  component: ({ name, label, type = 'text', required = false }) => {
    const id = `form-field-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        {type === 'textarea' ? (
          <textarea className={styles.input} id={id} name={name} required={required} />
        ) : (
          <input
            className={styles.input}
            id={id}
            name={name}
            type={type}
            required={required}
            autoComplete={type === 'email' ? 'email' : undefined}
          />
        )}
      </div>
    );
  },
});
