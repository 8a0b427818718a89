import { failureWords, useTranslation, postedValue, usePostedErrors } from '../../platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, FormMessage, TextField } from '@storefront/design-system';
import {
  resetLinkKeys,
  useAccountBackend,
  useAccountCall,
  useAccountSettings,
  useSignedInUser,
} from '../hooks';
import { NO_PASSWORD_REQUIREMENTS, type PasswordAction } from '../types';
import { PasswordRules, passwordRulesHint } from './PasswordRules';
import type { PostedForm } from './postedForm';
import { forgottenPasswordSchema, newPasswordSchema, PASSWORD_ACTION_FIELD, shopperIssues } from './schemas';
import * as styles from './forms.css';

type ForgottenValues = z.infer<ReturnType<typeof forgottenPasswordSchema>>;

export interface PasswordResetFormProps {
  /** The token from the e-mailed link; without it the form asks for the e-mail address to send the link to. */
  token?: string;
  /** Spec section 4: reset_password (forgotten) or set_password (first password of an invited account). */
  action?: PasswordAction;
  signInHref?: string;
  /** The form as the route's action answered it, when it was sent before the page hydrated (passwords never). */
  posted?: PostedForm<ForgottenValues>;
}

/**
 * Forgotten password: ask for the link, then choose a new password with the server's rules checked live. Both forms
 * post to their route, so they work before the page has hydrated too.
 */
export function PasswordResetForm({
  token,
  action = 'reset_password',
  signInHref = '/sign-in',
  posted,
}: PasswordResetFormProps) {
  return token ? (
    <NewPasswordForm token={token} action={action} signInHref={signInHref} posted={posted} />
  ) : (
    <ForgottenPasswordForm posted={posted} />
  );
}

function ForgottenPasswordForm({ posted }: { posted: PostedForm<ForgottenValues> | undefined }) {
  const { t } = useTranslation();
  const backend = useAccountBackend();
  const send = useCallback((email: string) => backend.forgetPassword(email), [backend]);
  const call = useAccountCall(send);
  const schema = useMemo(() => forgottenPasswordSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<ForgottenValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: { email: posted?.values.email ?? '' },
    errors: usePostedErrors<ForgottenValues>(posted),
  });
  // The posted answer speaks until the shopper sends the form again from the hydrated page.
  const { pending } = call;
  const error = submitCount === 0 ? posted?.error : call.error && failureWords(t, call.error);
  const done = submitCount === 0 ? posted?.done === true : call.done;
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby="forgotten-heading"
      onSubmit={handleSubmit(({ email }) => call.run(email))}
    >
      <h2 id="forgotten-heading">{t('account.password.forgotten')}</h2>
      <p>{t('account.password.forgotten.text')}</p>
      {error && (
        <FormMessage role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      <FormMessage role="status" tone={done ? 'success' : undefined}>
        {done ? t('account.password.linkSent') : ''}
      </FormMessage>
      <TextField
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...postedValue(posted?.values.email)}
        {...register('email')}
      />
      <Button type="submit" loading={pending}>
        {t('account.password.sendLink')}
      </Button>
    </form>
  );
}

function NewPasswordForm({
  token,
  action,
  signInHref,
  posted,
}: {
  token: string;
  action: PasswordAction;
  signInHref: string;
  posted: PostedForm<ForgottenValues> | undefined;
}) {
  const { t } = useTranslation();
  const backend = useAccountBackend();
  const settings = useAccountSettings();
  const requirements = settings.data?.passwordRequirements ?? NO_PASSWORD_REQUIREMENTS;
  const reset = useCallback(
    (password: string, confirmation: string) =>
      backend.resetPassword({ token, password, passwordConfirmation: confirmation, action }),
    [action, backend, token],
  );
  const call = useAccountCall(reset, resetLinkKeys);
  const schema = useMemo(() => newPasswordSchema(requirements, t), [requirements, t]);
  const rulesId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema, shopperIssues(t)),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
    errors: usePostedErrors<z.infer<typeof schema>>(posted),
  });
  const password = useWatch({ control, name: 'password' });
  // The posted answer speaks until the shopper sends the form again from the hydrated page.
  const { pending } = call;
  const error = submitCount === 0 ? posted?.error : call.error && failureWords(t, call.error);
  const done = submitCount === 0 ? posted?.done === true : call.done;
  if (done) {
    return (
      <FormMessage role="status" tone="success">
        {t('account.password.saved')} <a href={signInHref}>{t('account.password.saved.signIn')}</a>
      </FormMessage>
    );
  }
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby="new-password-heading"
      onSubmit={handleSubmit((values) => call.run(values.password, values.confirmation))}
    >
      <h2 id="new-password-heading">
        {t(action === 'set_password' ? 'account.password.choose' : 'account.password.chooseNew')}
      </h2>
      <input type="hidden" name={PASSWORD_ACTION_FIELD} value={action} />
      {error && (
        <FormMessage role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      <TextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        hint={passwordRulesHint(requirements, t)}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordRules id={rulesId} password={password} requirements={requirements} />
      <TextField
        label={t('account.password.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      <Button type="submit" loading={pending}>
        {t('account.password.saveNew')}
      </Button>
    </form>
  );
}

/** Change password while signed in: the current one, then a new one with the server's rules checked live. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const backend = useAccountBackend();
  const user = useSignedInUser();
  const settings = useAccountSettings();
  const requirements = settings.data?.passwordRequirements ?? NO_PASSWORD_REQUIREMENTS;
  const schema = useMemo(
    () =>
      z.intersection(
        z.object({ current: z.string().check(z.minLength(1, t('account.validation.currentPassword'))) }),
        newPasswordSchema(requirements, t),
      ),
    [requirements, t],
  );
  const change = useCallback(
    async (current: string, password: string, confirmation: string) => {
      if (!user) throw new Error('Not signed in');
      await backend.changePassword(user, {
        currentPassword: current,
        newPassword: password,
        newPasswordConfirmation: confirmation,
      });
    },
    [backend, user],
  );
  const { run, pending, error, done } = useAccountCall(change);
  const rulesId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema, shopperIssues(t)),
    mode: 'onTouched',
    defaultValues: { current: '', password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby="change-password-heading"
      onSubmit={handleSubmit((values) => run(values.current, values.password, values.confirmation))}
    >
      <h2 id="change-password-heading">{t('account.password.change.title')}</h2>
      {error && (
        <FormMessage role="alert" tone="danger">
          {failureWords(t, error)}
        </FormMessage>
      )}
      <FormMessage role="status" tone={done && !error ? 'success' : undefined}>
        {done && !error ? t('account.password.saved') : ''}
      </FormMessage>
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register('current')}
      />
      <TextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        hint={passwordRulesHint(requirements, t)}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordRules id={rulesId} password={password} requirements={requirements} />
      <TextField
        label={t('account.password.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      <Button type="submit" loading={pending}>
        {t('account.password.change')}
      </Button>
    </form>
  );
}
