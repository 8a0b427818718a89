import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, FormMessage, TextField } from '@storefront/design-system';
import { emailField, phoneField, updateStoredUser, useStoredUser, useTranslation } from '../../platform';
import {
  useAccountCall,
  useConfirmCode,
  useOneTimeCode,
  useReloadProfile,
  useSignedInUser,
  useVerificationStatus,
} from '../hooks';
import * as styles from './forms.css';
import { shopperIssues, type Words } from './schemas';

export interface ContactDetailsFormProps {
  signInHref?: string;
  /** Told after a confirmed change, e.g. to refresh a profile shown beside the form. */
  onChanged?: (change: { email: string } | { phone: string }) => void;
}

/** E-mail and phone number changes, each confirmed with a one-time code sent to the new address or number. */
export function ContactDetailsForm({ signInHref = '/sign-in', onChanged }: ContactDetailsFormProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) {
    return (
      <p>
        <a href={signInHref}>{t('account.overview.signIn')}</a> {t('account.contact.signIn.why')}
      </p>
    );
  }
  return (
    <div className={styles.sections}>
      <EmailChange {...(onChanged ? { onChanged } : {})} />
      <EmailVerification />
      <PhoneChange {...(onChanged ? { onChanged } : {})} />
    </div>
  );
}

const codeSchema = (t: Words) =>
  z.object({
    code: z.string().check(z.trim(), z.regex(/^\d{4,8}$/, t('account.validation.code'))),
  });
type CodeValues = z.infer<ReturnType<typeof codeSchema>>;

/** The second step of both changes: the one-time code. The code stays typed when it is refused. */
function CodeStep({
  sentTo,
  label,
  pending,
  error,
  refused,
  onCode,
  onStartOver,
}: {
  sentTo: string;
  label: string;
  pending: boolean;
  error: string | undefined;
  /** The backend refused the code last sent from this step; error then says so. */
  refused: boolean;
  onCode: (code: string) => Promise<void>;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => codeSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: { code: '' },
  });
  const alertId = useId();
  // A refused code is said once, in the alert, which is heard as it appears; the field is marked and read out with
  // that alert (as the promo code field is with its messages) rather than repeating it under itself.
  const refusedAtField =
    refused && error && !errors.code ? { 'aria-invalid': true, 'aria-describedby': alertId } : {};
  return (
    <form
      method="post"
      className={styles.section}
      noValidate
      onSubmit={handleSubmit(({ code }) => onCode(code))}
    >
      <p role="status">{t('account.contact.codeSent', { to: sentTo })}</p>
      {error && (
        <FormMessage id={alertId} role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...refusedAtField}
        {...register('code')}
      />
      <div className={styles.row}>
        <Button type="submit" loading={pending}>
          {t('account.contact.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onStartOver}>
          {t('account.contact.useAnother')}
        </Button>
      </div>
    </form>
  );
}

const emailSchema = (t: Words) => z.object({ email: emailField(t, t('account.validation.newEmail')) });

function EmailChange({ onChanged }: { onChanged?: ContactDetailsFormProps['onChanged'] }) {
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
        <CodeStep
          sentTo={pendingEmail}
          label={t('account.contact.emailCode')}
          pending={confirm.pending}
          error={confirm.error}
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
        <form
          method="post"
          className={styles.section}
          noValidate
          onSubmit={handleSubmit(async ({ email }) => {
            // No code for an address that would change nothing (the backends would call it taken).
            if (email.trim().toLowerCase() === current.toLowerCase())
              return setError('email', { message: t('account.validation.sameEmail') }, { shouldFocus: true });
            if (await request.run(email)) setPendingEmail(email.trim().toLowerCase());
          })}
        >
          {request.error && (
            <FormMessage role="alert" tone="danger">
              {request.error}
            </FormMessage>
          )}
          <TextField
            label={t('account.contact.newEmail')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={request.pending}>
            {t('account.contact.sendCode')}
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * The e-mail verification step: the shop's server says whether the current address is verified; if not, a code is
 * e-mailed to it (sendEmailCode) and confirmed here (confirmEmailCode). Quiet while the status is unknown.
 */
function EmailVerification() {
  const { t } = useTranslation();
  const oneTimeCode = useOneTimeCode();
  const current = useStoredUser()?.email ?? '';
  const status = useVerificationStatus(current);
  const headingId = useId();
  const [verificationId, setVerificationId] = useState<string | undefined>();
  // The shop sends the code to the account's own address, the one shown here.
  const send = useAccountCall(
    useCallback(
      async () => (await oneTimeCode({ step: 'email-verification' })).verificationId,
      [oneTimeCode],
    ),
  );
  const confirm = useConfirmCode(
    useCallback(
      async (code: string) => (
        await oneTimeCode({ step: 'email-verification-confirm', verificationId: verificationId!, code }),
        true
      ),
      [oneTimeCode, verificationId],
    ),
  );
  if (!status.data) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.contact.verification')}</h3>
      {status.data.verified ? (
        <FormMessage role="status" tone="success">
          {t('account.contact.emailVerified', { email: current })}
        </FormMessage>
      ) : verificationId ? (
        <CodeStep
          sentTo={current}
          label={t('account.contact.emailCode')}
          pending={confirm.pending}
          error={confirm.error}
          refused={confirm.refused}
          onStartOver={() => setVerificationId(undefined)}
          onCode={async (code) => {
            if (!(await confirm.run(code))) return;
            setVerificationId(undefined);
            await status.mutate();
          }}
        />
      ) : (
        <>
          <p>{t('account.contact.emailNotVerified', { email: current })}</p>
          {send.error && (
            <FormMessage role="alert" tone="danger">
              {send.error}
            </FormMessage>
          )}
          <Button
            type="button"
            loading={send.pending}
            onClick={async () => setVerificationId(await send.run())}
          >
            {t('account.contact.sendVerificationCode')}
          </Button>
        </>
      )}
    </section>
  );
}

const phoneSchema = (t: Words) =>
  z.object({
    // Numbers are often written in groups; they are checked and sent without the spaces.
    phone: z.pipe(
      z.string().check(z.overwrite((phone) => phone.replace(/\s/g, ''))),
      phoneField(t, t('account.contact.newPhone'), {
        required: true,
        formatMessage: t('account.validation.mobile'),
      }),
    ),
  });

function PhoneChange({ onChanged }: { onChanged?: ContactDetailsFormProps['onChanged'] }) {
  const { t } = useTranslation();
  const schema = useMemo(() => phoneSchema(t), [t]);
  const oneTimeCode = useOneTimeCode();
  const reloadProfile = useReloadProfile();
  const headingId = useId();
  const [pending, setPending] = useState<{ phone: string; verificationId: string } | undefined>();
  const [outcome, setOutcome] = useState<{ verified: boolean; phone: string } | undefined>();
  const request = useAccountCall(
    useCallback((phone: string) => oneTimeCode({ step: 'phone-change', phone }), [oneTimeCode]),
  );
  const confirm = useConfirmCode(
    useCallback(
      (change: { phone: string; verificationId: string; code: string }) =>
        oneTimeCode({ step: 'phone-change-confirm', ...change }),
      [oneTimeCode],
    ),
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ phone: string }>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: { phone: '' },
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.field.phone')}</h3>
      {outcome?.verified && (
        <FormMessage role="status" tone="success">
          {t('account.contact.phoneChanged', { phone: outcome.phone })}
        </FormMessage>
      )}
      {pending ? (
        <CodeStep
          sentTo={pending.phone}
          label={t('account.contact.smsCode')}
          pending={confirm.pending}
          error={
            confirm.error ??
            (outcome && !outcome.verified ? t('account.contact.phoneNotVerified') : undefined)
          }
          refused={confirm.refused}
          onStartOver={() => setPending(undefined)}
          onCode={async (code) => {
            const result = await confirm.run({ ...pending, code });
            if (!result) return;
            setOutcome({ verified: result.verified === true, phone: pending.phone });
            // Spec section 4: only a validated verification changes the number.
            if (!result.verified) return;
            setPending(undefined);
            reset();
            // The profile beside this form shows the number too; a save there must not put the old one back.
            void reloadProfile();
            onChanged?.({ phone: pending.phone });
          }}
        />
      ) : (
        <form
          method="post"
          className={styles.section}
          noValidate
          onSubmit={handleSubmit(async ({ phone }) => {
            const sent = await request.run(phone);
            if (sent?.verificationId)
              setPending({ phone: phone.trim(), verificationId: sent.verificationId });
          })}
        >
          {request.error && (
            <FormMessage role="alert" tone="danger">
              {request.error}
            </FormMessage>
          )}
          <TextField
            label={t('account.contact.newPhone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Button type="submit" loading={request.pending}>
            {t('account.contact.sendCode')}
          </Button>
        </form>
      )}
    </section>
  );
}
