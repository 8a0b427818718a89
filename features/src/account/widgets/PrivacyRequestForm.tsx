import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, Checkbox, TextField } from '@storefront/design-system';
import { useStoredUser, useTranslation } from '../../platform';
import { useRequestPrivacy } from '../hooks';
import { privacyRequestTypes } from '../types';
import * as styles from './forms.css';

/** A privacy request (access, correction, deletion...) for guests and signed-in shoppers; a signed-in one starts filled in. */
export function PrivacyRequestForm({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const stored = useStoredUser();
  const { run, pending, error, done } = useRequestPrivacy();
  const headingId = useId();
  const typesId = useId();
  const schema = useMemo(
    () =>
      z.object({
        firstName: z.string().trim().min(1, t('account.privacy.firstNameRequired')),
        lastName: z.string().trim().min(1, t('account.privacy.lastNameRequired')),
        email: z.email(t('account.privacy.emailInvalid')),
        requestTypes: z.array(z.enum(privacyRequestTypes)).min(1, t('account.privacy.requestTypesRequired')),
      }),
    [t],
  );
  const firstName = stored?.first_name ?? '';
  const lastName = stored?.last_name ?? '';
  const email = stored?.email ?? '';
  // The stored user is known only once the page runs in the browser (never on the server), so the names follow it in;
  // a field the shopper already typed in is kept.
  const values = useMemo(() => ({ firstName, lastName, email, requestTypes: [] }), [firstName, lastName, email]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), values, resetOptions: { keepDirtyValues: true } });

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(async (request) => {
        if (await run(request)) onSent?.();
      })}
    >
      <h2 id={headingId}>{t('account.privacy.heading')}</h2>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <TextField label={t('account.privacy.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={t('account.privacy.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      <TextField label={t('account.privacy.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Controller
        control={control}
        name="requestTypes"
        render={({ field }) => (
          <fieldset className={styles.section} aria-describedby={errors.requestTypes ? typesId : undefined}>
            <legend>{t('account.privacy.requestTypes')}</legend>
            {privacyRequestTypes.map((type) => (
              <Checkbox
                key={type}
                label={t(`account.privacy.type.${type}`)}
                checked={field.value.includes(type)}
                aria-invalid={errors.requestTypes ? true : undefined}
                onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, type] : field.value.filter((value) => value !== type))}
              />
            ))}
            {errors.requestTypes && (
              <p id={typesId} role="alert" className={styles.alert}>
                {errors.requestTypes.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <p role="status" className={done ? styles.notice : undefined}>
        {done ? t('account.privacy.sent') : ''}
      </p>
      <Button type="submit" loading={pending}>
        {t('account.privacy.submit')}
      </Button>
    </form>
  );
}
