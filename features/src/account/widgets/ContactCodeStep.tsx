import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type FormEventHandler, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, FormMessage, TextField } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import * as styles from './forms.css';
import { shopperIssues, type Words } from './schemas';

/** Told after a confirmed change of the e-mail address or phone number, e.g. to refresh a profile shown beside it. */
export type ContactChanged = (change: { email: string } | { phone: string }) => void;

const codeSchema = (t: Words) =>
  z.object({
    code: z.string().check(z.trim(), z.regex(/^\d{4,8}$/, t('account.validation.code'))),
  });
type CodeValues = z.infer<ReturnType<typeof codeSchema>>;

/** The second step of both changes: the one-time code. The code stays typed when it is refused. */
export function ContactCodeStep({
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

/** The first step of both changes: the new address or number (`children`) and the button that sends a code to it. */
export function ContactSendCode({
  pending,
  error,
  onSubmit,
  children,
}: {
  pending: boolean;
  error: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form method="post" className={styles.section} noValidate onSubmit={onSubmit}>
      {error && (
        <FormMessage role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      {children}
      <Button type="submit" loading={pending}>
        {t('account.contact.sendCode')}
      </Button>
    </form>
  );
}
