import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Checkbox, FormMessage, TextField } from '@storefront/design-system';
import { useStoredUser, useTranslation } from '../../platform';
import { useRequestPrivacy } from '../hooks';
import { FORM_FIELD, PRIVACY_REQUEST_FORM, privacyRequestTypes } from './formNames';
import { postedValue, usePostedErrors, type PostedForm } from './postedForm';
import { privacyRequestSchema, type PrivacyRequestValues } from './privacyRequestSchema';
import { shopperIssues } from './schemas';
import * as styles from './forms.css';

/**
 * A privacy request (access, correction, deletion...) for guests and signed-in shoppers; a signed-in one starts filled
 * in. The form posts to its route, so it works before the page has hydrated too (posted: the action's answer).
 */
export function PrivacyRequestForm({
  onSent,
  posted,
}: {
  onSent?: () => void;
  posted?: PostedForm<PrivacyRequestValues>;
}) {
  const { t } = useTranslation();
  const stored = useStoredUser();
  const call = useRequestPrivacy();
  const headingId = useId();
  const typesId = useId();
  const schema = useMemo(() => privacyRequestSchema(t), [t]);
  const typed = posted?.values;
  const firstName = typed?.firstName ?? stored?.first_name ?? '';
  const lastName = typed?.lastName ?? stored?.last_name ?? '';
  const email = typed?.email ?? stored?.email ?? '';
  const requestTypes = typed?.requestTypes;
  // The stored user is known only once the page runs in the browser (never on the server), so the names follow it in;
  // a field the shopper already typed in is kept.
  const values = useMemo(
    () => ({ firstName, lastName, email, requestTypes: requestTypes ?? [] }),
    [firstName, lastName, email, requestTypes],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<PrivacyRequestValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    values,
    resetOptions: { keepDirtyValues: true },
    errors: usePostedErrors<PrivacyRequestValues>(posted),
  });
  // The posted answer speaks until the shopper sends the form again from the hydrated page.
  const { run, pending } = call;
  const error = submitCount === 0 ? posted?.error : call.error;
  const done = submitCount === 0 ? posted?.done === true : call.done;

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(async (request) => {
        if (await run(request)) onSent?.();
      })}
    >
      <h2 id={headingId}>{t('account.privacy.heading')}</h2>
      <input type="hidden" name={FORM_FIELD} value={PRIVACY_REQUEST_FORM} />
      {error && (
        <FormMessage role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      <TextField
        label={t('account.privacy.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...postedValue(typed?.firstName)}
        {...register('firstName')}
      />
      <TextField
        label={t('account.privacy.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...postedValue(typed?.lastName)}
        {...register('lastName')}
      />
      <TextField
        label={t('account.privacy.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...postedValue(typed?.email)}
        {...register('email')}
      />
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
                name="requestTypes"
                value={type}
                checked={field.value.includes(type)}
                aria-invalid={errors.requestTypes ? true : undefined}
                onCheckedChange={(checked) =>
                  field.onChange(
                    checked === true ? [...field.value, type] : field.value.filter((value) => value !== type),
                  )
                }
              />
            ))}
            {errors.requestTypes && (
              <FormMessage id={typesId} role="alert" tone="danger">
                {errors.requestTypes.message}
              </FormMessage>
            )}
          </fieldset>
        )}
      />
      <FormMessage role="status" tone={done ? 'success' : undefined}>
        {done ? t('account.privacy.sent') : ''}
      </FormMessage>
      <Button type="submit" loading={pending}>
        {t('account.privacy.submit')}
      </Button>
    </form>
  );
}
