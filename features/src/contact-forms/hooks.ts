import { useState } from 'react';
import { HttpError, reportError, shopFailure, useConfig } from '../platform';
import { sendSubmission } from './api';
import { messageAt, type SubmissionFormSettings, type SubmissionStatus } from './types';

/**
 * Sends a marketer's form and says how it went: on a refusal, the server's own message found at `errorMessagePath`,
 * else the marketer's error message; the fields stay as typed, since only a sent form gives way to the thanks.
 */
export function useFormSubmission({
  name,
  destination,
  errorMessage,
  errorMessagePath,
}: SubmissionFormSettings) {
  const config = useConfig();
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' });
  const failed = (serverMessage?: string) => {
    const said = serverMessage || errorMessage;
    setStatus({
      state: 'failed',
      failure: said ? { kind: 'said', message: said } : shopFailure('contactForms.failed'),
    });
  };

  async function submit(fields: FormData) {
    if (destination.kind === 'custom' && !destination.action) return failed();
    setStatus({ state: 'sending' });
    try {
      await sendSubmission(config, name, destination, fields);
      setStatus({ state: 'sent' });
    } catch (error) {
      if (error instanceof HttpError)
        return failed(errorMessagePath ? messageAt(error.body, errorMessagePath) : undefined);
      // No answer at all: the HTTP core reported where it went; this says which form lost a submission.
      reportError(error, { block: 'SubmissionForm', form: name });
      failed();
    }
  }

  return { status, submit };
}
