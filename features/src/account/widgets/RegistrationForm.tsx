import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Button, Checkbox, FormMessage, TextField } from '@storefront/design-system';
import { groupPurposes, useRegistrationPurposes, type Purpose } from '../../consents';
import { useFriendReferralCode } from '../../referral';
import { track, useConfig, failureWords, useTranslation, postedValue, usePostedErrors } from '../../platform';
import { useAccountSettings } from '../hooks';
import { useRegister, type SignInResult } from '../signInHooks';
import { orderCustomAttributes, type AccountSettings } from '../types';
import { CustomAttributeField } from './CustomAttributeField';
import { PasswordRules, passwordRulesHint } from './PasswordRules';
import type { PostedForm } from './postedForm';
import { PostedSignIn } from './PostedSignIn';
import { registrationOf, registrationSchema, shopperIssues, type RegistrationValues } from './schemas';
import * as styles from './forms.css';

/**
 * Registration with the server's password rules checked live, custom attributes and consents; signs in when done. The
 * form posts to its route, so it works before the page has hydrated too (posted: what the route's action answered).
 */
export function RegistrationForm({
  onSignedIn,
  posted,
  unreadOnServer = false,
}: {
  onSignedIn?: (result: SignInResult) => void;
  posted?: PostedForm<RegistrationValues>;
  /**
   * The page's server could not read the rules or purposes just now: the form says so at once, in the first HTML, and
   * appears if the browser's own read succeeds, instead of the shopper waiting out a second timeout.
   */
  unreadOnServer?: boolean;
}) {
  const { t } = useTranslation();
  const settings = useAccountSettings();
  const purposes = useRegistrationPurposes();
  if (posted?.session) {
    return (
      <PostedSignIn session={posted.session} onSignedIn={onSignedIn}>
        {t('account.register.ready')}
      </PostedSignIn>
    );
  }
  if (settings.error || purposes.error || (unreadOnServer && (!settings.data || !purposes.purposes))) {
    return (
      <FormMessage role="alert" tone="danger">
        {/* Never the error's own text: it is the HTTP core's or a backend's, not words for a shopper. */}
        {t('account.register.unavailable')}
      </FormMessage>
    );
  }
  if (!settings.data || !purposes.purposes) return <p role="status">{t('platform.loading')}</p>;
  return (
    <RegistrationFields
      settings={settings.data}
      purposes={purposes.purposes}
      {...(onSignedIn ? { onSignedIn } : {})}
      {...(posted ? { posted } : {})}
    />
  );
}

function RegistrationFields({
  settings,
  purposes,
  onSignedIn,
  posted,
}: {
  settings: AccountSettings;
  purposes: Purpose[];
  onSignedIn?: (result: SignInResult) => void;
  posted?: PostedForm<RegistrationValues>;
}) {
  const { t } = useTranslation();
  const rulesId = useId();
  const { market } = useConfig();
  const schema = useMemo(
    () => registrationSchema(settings, purposes, t, market),
    [settings, purposes, t, market],
  );
  const attributes = useMemo(
    () => orderCustomAttributes(settings.customAttributes.filter((attribute) => !attribute.is_address_field)),
    [settings],
  );
  const groups = useMemo(() => groupPurposes(purposes), [purposes]);
  const { run: register, pending, error: registerError } = useRegister(onSignedIn ? { onSignedIn } : {});
  const friendCode = useFriendReferralCode();
  const typed = posted?.values;
  const {
    register: field,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    mode: 'onTouched',
    defaultValues: {
      email: typed?.email ?? '',
      password: '',
      firstName: typed?.firstName ?? '',
      lastName: typed?.lastName ?? '',
      dateOfBirth: typed?.dateOfBirth ?? '',
      telephone: typed?.telephone ?? '',
      extra: Object.fromEntries(
        attributes.map((attribute) => [attribute.code, typed?.extra?.[attribute.code] ?? '']),
      ),
      consents: Object.fromEntries(
        purposes.map((purpose) => [purpose.id, typed?.consents?.[purpose.id] ?? false]),
      ),
      referralCode: typed?.referralCode ?? '',
    },
    errors: usePostedErrors(posted),
  });
  // The posted answer speaks until the shopper sends the form again from the hydrated page.
  const error = registerError
    ? failureWords(t, registerError)
    : submitCount === 0
      ? posted?.error
      : undefined;
  const [password, email] = useWatch({ control, name: ['password', 'email'] });
  useSignUpProgress(control, purposes);

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby="registration-heading"
      onSubmit={handleSubmit(async (values) => {
        // Checked before the account exists: a mistyped code is fixed here, not lost after registering.
        if (values.referralCode) {
          const check = await friendCode.check(values.referralCode);
          if (check !== 'valid') {
            setError('referralCode', {
              message: t(
                check === 'invalid' ? 'referral.friendCode.invalid' : 'referral.friendCode.unavailable',
              ),
            });
            setFocus('referralCode');
            return;
          }
        }
        await register(registrationOf(values, purposes), values.referralCode);
      })}
    >
      <h2 id="registration-heading">{t('account.register.title')}</h2>
      {error && (
        <FormMessage role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      <TextField
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...postedValue(typed?.email)}
        {...field('email')}
      />
      <TextField
        label={t('account.field.password')}
        type="password"
        autoComplete="new-password"
        hint={passwordRulesHint(settings.passwordRequirements, t)}
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordRules
        id={rulesId}
        password={password}
        requirements={settings.passwordRequirements}
        username={email}
      />
      <TextField
        label={t('account.field.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...postedValue(typed?.firstName)}
        {...field('firstName')}
      />
      <TextField
        label={t('account.field.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...postedValue(typed?.lastName)}
        {...field('lastName')}
      />
      <TextField
        label={t('account.field.dateOfBirthOptional')}
        type="date"
        autoComplete="bday"
        error={errors.dateOfBirth?.message}
        {...postedValue(typed?.dateOfBirth)}
        {...field('dateOfBirth')}
      />
      <TextField
        label={t('account.field.phoneOptional')}
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...postedValue(typed?.telephone)}
        {...field('telephone')}
      />
      {attributes.map((attribute) => (
        <CustomAttributeField<RegistrationValues>
          key={attribute.code}
          attribute={attribute}
          name={`extra.${attribute.code}`}
          control={control}
          register={field}
          error={errors.extra?.[attribute.code]?.message}
          defaultValue={typed?.extra?.[attribute.code]}
        />
      ))}
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.section}>
          <legend>{t(`consents.category.${group.category}`, undefined, group.category)}</legend>
          {group.purposes.map((purpose) => (
            <Controller
              key={purpose.id}
              control={control}
              name={`consents.${purpose.id}`}
              render={({ field: consent }) => (
                <Checkbox
                  label={purpose.mandatory ? `${purpose.title} (${t('consents.required')})` : purpose.title}
                  hint={purpose.description}
                  error={errors.consents?.[purpose.id]?.message}
                  checked={consent.value === true}
                  onCheckedChange={(checked) => consent.onChange(checked === true)}
                  name={consent.name}
                />
              )}
            />
          ))}
        </fieldset>
      ))}
      <TextField
        label={t('referral.friendCode.label')}
        hint={t('referral.friendCode.hint')}
        autoComplete="off"
        error={errors.referralCode?.message}
        {...postedValue(typed?.referralCode)}
        {...field('referralCode')}
      />
      {/* On the click, before validation: it counts attempts; sign_up_regular counts the registrations accepted. */}
      <Button
        type="submit"
        loading={pending || isSubmitting}
        onClick={() =>
          track('tracking:activity:create_account_click', {
            label: 'Create account',
            location: 'registration form',
          })
        }
      >
        {t('account.register.submit')}
      </Button>
    </form>
  );
}

/**
 * Spec section 9's sign-up progress: each part of the form (credentials, details, consents) raises
 * sign_up_progress once, when the shopper has filled it in, so the funnel shows where registrations stop.
 */
function useSignUpProgress(control: Control<RegistrationValues>, purposes: Purpose[]) {
  const [email, password, firstName, lastName, consents] = useWatch({
    control,
    name: ['email', 'password', 'firstName', 'lastName', 'consents'],
  });
  const reported = useRef(new Set<string>());
  const mandatory = purposes.filter((purpose) => purpose.mandatory);
  const steps = {
    credentials: email.includes('@') && password.length > 0,
    details: firstName.trim() !== '' && lastName.trim() !== '',
    consents: mandatory.length > 0 && mandatory.every((purpose) => consents[purpose.id] === true),
  };
  const done = (Object.keys(steps) as Array<keyof typeof steps>).filter((step) => steps[step]).join();
  useEffect(() => {
    for (const step of done ? done.split(',') : []) {
      if (reported.current.has(step)) continue;
      reported.current.add(step);
      track('tracking:activity:sign_up_progress', { step });
    }
  }, [done]);
}
