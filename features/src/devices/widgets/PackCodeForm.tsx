import { useId, useState } from 'react';
import { Button, TextField } from '@storefront/design-system';
import { failureOf, failureWords, useTranslation } from '../../platform';
import { useDevices } from '../hooks';
import type { PackCodeResult } from '../types';
import { useCodeForm } from './codeForm';
import * as styles from './DevicesWidget.css';

export interface PackCodeFormProps {
  /** Told after a valid code, with the loyalty rule it earned (to refresh points, say). */
  onRegistered?: (result: PackCodeResult) => void;
}

type Outcome =
  { kind: 'valid' } | { kind: 'limitReached' } | { kind: 'invalid' } | { kind: 'error'; message: string };

/** What the shopper reads for a pack-code result (spec section 4 and 8). */
function outcomeOf(result: PackCodeResult): Outcome {
  if (result.isValid) return { kind: 'valid' };
  if (result.limitReached) return { kind: 'limitReached' };
  return { kind: 'invalid' };
}

/** Registers the code printed in a pack; the code stays typed when it is refused. */
export function PackCodeForm({ onRegistered }: PackCodeFormProps) {
  const { t } = useTranslation();
  const { signedIn, registerPackCode } = useDevices();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const form = useCodeForm();

  if (!signedIn) return null;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const result = await registerPackCode(code);
      setOutcome(outcomeOf(result));
      if (!result.isValid) return;
      form.reset();
      onRegistered?.(result);
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: failureWords(t, failureOf(error, { kind: 'said', message: (error as Error).message })),
      });
    }
  });

  const refused = outcome && outcome.kind !== 'valid';
  return (
    <form className={styles.form} noValidate aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId} className={styles.heading}>
        {t('devices.packCode.heading')}
      </h3>
      {refused && (
        <p role="alert" className={styles.alert}>
          {outcome.kind === 'error'
            ? outcome.message
            : t(
                outcome.kind === 'limitReached'
                  ? 'devices.packCode.limitReached'
                  : 'devices.packCode.invalid',
              )}
        </p>
      )}
      <TextField
        label={t('devices.packCode.code')}
        autoComplete="off"
        spellCheck={false}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <p role="status" className={styles.done}>
        {outcome?.kind === 'valid' ? t('devices.packCode.valid') : ''}
      </p>
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t('devices.packCode.submit')}
      </Button>
    </form>
  );
}
