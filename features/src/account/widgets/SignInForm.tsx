import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Checkbox, FormMessage, TextField } from '@storefront/design-system';
import { useConfig, failureWords, useTranslation, postedValue, usePostedErrors } from '../../platform';
import { useSignIn, type SignInResult } from '../signInHooks';
import type { PostedForm } from './postedForm';
import { PostedSignIn } from './PostedSignIn';
import { shopperIssues, signInSchema, type SignInValues } from './schemas';
import * as styles from './SignInForm.css';

export interface SignInFormProps {
  /** Where to go once signed in; the route decides (back to checkout, the account overview...). */
  onSignedIn?: (result: SignInResult) => void;
  /** The form as the route's action answered it, when it was sent before the page hydrated. */
  posted?: PostedForm<SignInValues>;
}

/**
 * E-mail and password sign-in. Typed values stay in the form whatever goes wrong; errors are announced. The form posts
 * to its route (never a GET: the password must not reach a URL), so it works before the page has hydrated too.
 */
export function SignInForm({ onSignedIn, posted }: SignInFormProps) {
  const { t } = useTranslation();
  if (posted?.session) {
    return (
      <PostedSignIn session={posted.session} onSignedIn={onSignedIn}>
        {t('account.signIn.done')}
      </PostedSignIn>
    );
  }
  return <SignInFields posted={posted} onSignedIn={onSignedIn} />;
}

function SignInFields({
  onSignedIn,
  posted,
}: {
  onSignedIn?: ((result: SignInResult) => void) | undefined;
  posted?: PostedForm<SignInValues> | undefined;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  const { signIn, isSigningIn, error: signInError } = useSignIn(onSignedIn ? { onSignedIn } : {});
  const schema = useMemo(() => signInSchema(t), [t]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<SignInValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: {
      email: posted?.values.email ?? '',
      password: '',
      keepMeLoggedIn: posted?.values.keepMeLoggedIn ?? false,
    },
    errors: usePostedErrors(posted),
  });
  // The posted answer speaks until the shopper sends the form again from the hydrated page.
  const error = signInError ? failureWords(t, signInError) : submitCount === 0 ? posted?.error : undefined;

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => signIn(values))}
      aria-describedby={error ? 'sign-in-error' : undefined}
    >
      {error && (
        <FormMessage id="sign-in-error" role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      <TextField
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...postedValue(posted?.values.email)}
        {...register('email')}
      />
      <TextField
        label={t('account.field.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {config.features.keepMeLoggedIn && (
        <Controller
          control={control}
          name="keepMeLoggedIn"
          render={({ field }) => (
            <Checkbox
              label={t('account.signIn.keep')}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              name={field.name}
            />
          )}
        />
      )}
      <Button type="submit" loading={isSigningIn}>
        {t('account.signIn')}
      </Button>
    </form>
  );
}
