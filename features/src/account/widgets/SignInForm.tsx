import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Checkbox, TextField } from '@storefront/design-system';
import { useConfig } from '../../platform';
import { useSignIn, type SignInResult } from '../hooks';
import * as styles from './SignInForm.css';

const signInSchema = z.object({
  email: z.email('Enter your e-mail address, like name@example.com.'),
  password: z.string().min(1, 'Enter your password.'),
  keepMeLoggedIn: z.boolean(),
});

type SignInValues = z.infer<typeof signInSchema>;

export interface SignInFormProps {
  /** Where to go once signed in; the route decides (back to checkout, the account overview...). */
  onSignedIn?: (result: SignInResult) => void;
}

/** E-mail and password sign-in. Typed values stay in the form whatever goes wrong; errors are announced. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const config = useConfig();
  const { signIn, isSigningIn, error } = useSignIn(onSignedIn ? { onSignedIn } : {});
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', keepMeLoggedIn: false },
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => signIn(values))} aria-describedby={error ? 'sign-in-error' : undefined}>
      {error && (
        <p id="sign-in-error" role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <TextField label="E-mail address" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
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
              label="Keep me signed in on this device"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              name={field.name}
            />
          )}
        />
      )}
      <Button type="submit" loading={isSigningIn}>
        Sign in
      </Button>
    </form>
  );
}
