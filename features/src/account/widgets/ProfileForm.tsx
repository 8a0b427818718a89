import {
  dateOfBirthField,
  nameField,
  phoneField,
  useConfig,
  failureWords,
  useTranslation,
} from '../../platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, FormMessage, Select, TextField } from '@storefront/design-system';
import { useProfile, useSaveProfile, useSignedInUser } from '../hooks';
import type { Profile } from '../types';
import * as styles from './forms.css';
import { shopperIssues, type Words } from './schemas';

const profileSchema = (t: Words, market: string) =>
  z.object({
    firstName: nameField(t, t('account.field.firstName')),
    lastName: nameField(t, t('account.field.lastName')),
    dateOfBirth: dateOfBirthField(t, market),
    telephone: phoneField(t, t('account.field.phoneOptional')),
    gender: z.string(),
  });

type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

const genders = ['female', 'male', 'diverse', 'unspecified'] as const;

/** Personal data (custom attributes are the shopper's preferences: PreferencesForm). A failed save keeps every typed value and says why. */
export function ProfileForm({ signInHref = '/sign-in' }: { signInHref?: string }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const profile = useProfile();
  // Without a session there is nothing to load: a guest (or a shopper signed out in another tab) is asked to sign in.
  if (!user) {
    return (
      <p>
        <a href={signInHref}>{t('account.overview.signIn')}</a> {t('account.profile.signIn.why')}
      </p>
    );
  }
  if (profile.error) {
    return (
      <FormMessage role="alert" tone="danger">
        {t('account.profile.loadError')} <a href={signInHref}>{t('account.profile.loadError.signIn')}</a>{' '}
        {t('account.profile.loadError.again')}
      </FormMessage>
    );
  }
  if (!profile.data) return <p role="status">{t('account.profile.loading')}</p>;
  return <ProfileFields profile={profile.data} />;
}

function ProfileFields({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { run: save, pending, error, done } = useSaveProfile();
  const { market } = useConfig();
  const schema = useMemo(() => profileSchema(t, market), [t, market]);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    resetField,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth,
      telephone: profile.telephone,
      gender: profile.gender,
    },
  });
  // The phone number also changes outside this form (confirmed with a code in ContactDetailsForm). The field follows a
  // new number unless the shopper has typed over it, so saving the other details cannot put the old number back.
  const shownTelephone = useRef(profile.telephone);
  useEffect(() => {
    if (profile.telephone === shownTelephone.current) return;
    if (getValues('telephone') === shownTelephone.current)
      resetField('telephone', { defaultValue: profile.telephone });
    shownTelephone.current = profile.telephone;
  }, [profile.telephone, getValues, resetField]);
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby="profile-heading"
      // The preferences keep their saved values; they change in their own form.
      onSubmit={handleSubmit((values) => save({ ...values, extra: profile.extra }))}
    >
      <h2 id="profile-heading">{t('account.profile.title')}</h2>
      <p>{t('account.overview.signedInAs', { email: profile.email })}</p>
      {error && (
        <FormMessage role="alert" tone="danger">
          {failureWords(t, error)}
        </FormMessage>
      )}
      <FormMessage role="status" tone={done && !error ? 'success' : undefined}>
        {done && !error ? t('account.profile.saved') : ''}
      </FormMessage>
      <TextField
        label={t('account.field.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('account.field.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label={t('account.field.dateOfBirth')}
        type="date"
        autoComplete="bday"
        readOnly={!profile.allowDateOfBirthUpdate}
        hint={profile.allowDateOfBirthUpdate ? undefined : t('account.profile.dateOfBirth.verified')}
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <TextField
        label={t('account.field.phoneOptional')}
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <Select
            label={t('account.field.gender')}
            options={genders.map((gender) => ({ value: gender, label: t(`account.gender.${gender}`) }))}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            placeholder={t('account.field.choose')}
            emptyChoice={t('account.field.noAnswer')}
          />
        )}
      />
      <Button type="submit" loading={pending}>
        {t('account.profile.save')}
      </Button>
    </form>
  );
}
