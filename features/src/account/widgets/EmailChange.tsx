import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormMessage, TextField } from '@storefront/design-system';
import { emailField, updateStoredUser, useStoredUser, failureWords, useTranslation } from '../../platform';
import { useAccountCall, useConfirmCode, useOneTimeCode, useReloadProfile } from '../hooks';
import { ContactCodeStep, ContactSendCode, type ContactChanged } from './ContactCodeStep';
import * as styles from './forms.css';
import { shopperIssues, type Words } from './schemas';

const emailSchema = (t: Words) => z.object({ email: emailField(t, t('account.validation.newEmail')) });

/** A new e-mail address, confirmed with a one-time code sent to it. */
export function EmailChange({ onChanged }: { onChanged?: ContactChanged | undefined }) {
  const { t } = useTranslation();
  const schema = useMemo(() => emailSchema(t), [t]);
  const oneTimeCode = useOneTimeCode();
  const current = useStoredUser()?.email ?? '';
  const reloadProfile = useReloadProfile();
  const headingId = useId();
  const [pendingEmail, setPendingEmail] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState<string | undefined>();
  // Each call answers true once done, so a step moves on only after the server said yes.
  const request = useAccountCall(
    useCallback(
      async (email: string) => (await oneTimeCode({ step: 'email-change', email }), true),
      [oneTimeCode],
    ),
  );
  const confirm = useConfirmCode(
    useCallback(
      async (code: string) => (await oneTimeCode({ step: 'email-change-confirm', code }), true),
      [oneTimeCode],
    ),
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: { email: '' },
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.field.email')}</h3>
      <p>{t('account.contact.current', { current })}</p>
      {confirmed && (
        <FormMessage role="status" tone="success">
          {t('account.contact.emailChanged', { email: confirmed })}
        </FormMessage>
      )}
      {pendingEmail ? (
        <ContactCodeStep
          sentTo={pendingEmail}
          label={t('account.contact.emailCode')}
          pending={confirm.pending}
          error={confirm.error && failureWords(t, confirm.error)}
          refused={confirm.refused}
          onStartOver={() => setPendingEmail(undefined)}
          onCode={async (code) => {
            if (!(await confirm.run(code))) return;
            // The stored user follows the address only once the server has confirmed it.
            updateStoredUser({ email: pendingEmail });
            setConfirmed(pendingEmail);
            setPendingEmail(undefined);
            // The field is for the next change; the confirmed address is said above it. "Use another" keeps it typed.
            reset();
            void reloadProfile();
            onChanged?.({ email: pendingEmail });
          }}
        />
      ) : (
        <ContactSendCode
          pending={request.pending}
          error={request.error && failureWords(t, request.error)}
          onSubmit={handleSubmit(async ({ email }) => {
            // No code for an address that would change nothing (the backends would call it taken).
            if (email.trim().toLowerCase() === current.toLowerCase())
              return setError('email', { message: t('account.validation.sameEmail') }, { shouldFocus: true });
            if (await request.run(email)) setPendingEmail(email.trim().toLowerCase());
          })}
        >
          <TextField
            label={t('account.contact.newEmail')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </ContactSendCode>
      )}
    </section>
  );
}
