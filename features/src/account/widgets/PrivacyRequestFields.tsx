import { useId, type ComponentProps, type ComponentPropsWithRef } from 'react';
import { Button, Checkbox, FormMessage, TextField } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { FORM_FIELD, PRIVACY_REQUEST_FORM, privacyRequestTypes } from './formNames';
import * as styles from './forms.css';

type PrivacyRequestType = (typeof privacyRequestTypes)[number];
type TextName = 'firstName' | 'lastName' | 'email';
type TextFieldBinding = { name: TextName; error?: string | undefined } & Pick<
  ComponentPropsWithRef<'input'>,
  'ref' | 'onChange' | 'onBlur' | 'defaultValue'
>;

/**
 * What ties the privacy request's fields to the form drawing them, like the checkout's Bind: each text field's props
 * (its name, its error, the value it starts with and, once the form library is in, its handlers); the request kinds
 * ticked, how a tick changes them, and their error. The plain first form (PrivacyRequest) and the full one
 * (PrivacyRequestForm) draw the same markup through it.
 */
export interface PrivacyRequestBinding {
  text: (name: TextName) => TextFieldBinding;
  requestTypes: {
    value: readonly PrivacyRequestType[];
    onChange: (next: PrivacyRequestType[]) => void;
    error?: string | undefined;
  };
}

/**
 * The privacy request's form: heading, fields, messages and button. It posts to the page's route, so it works before
 * any script runs; `on` are the handlers of the form drawing it.
 */
export function PrivacyRequestFields({
  on,
  bind,
  error,
  done,
  pending,
}: {
  on: Pick<ComponentProps<'form'>, 'onSubmit' | 'onFocus' | 'onInput'>;
  bind: PrivacyRequestBinding;
  /** The form's own message (the service refused or failed), as an alert. */
  error?: string | undefined;
  done: boolean;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const typesId = useId();
  const types = bind.requestTypes;
  return (
    <form method="post" className={styles.form} noValidate aria-labelledby={headingId} {...on}>
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
        {...bind.text('firstName')}
      />
      <TextField
        label={t('account.privacy.lastName')}
        autoComplete="family-name"
        {...bind.text('lastName')}
      />
      <TextField
        label={t('account.privacy.email')}
        type="email"
        autoComplete="email"
        {...bind.text('email')}
      />
      <fieldset className={styles.section} aria-describedby={types.error ? typesId : undefined}>
        <legend>{t('account.privacy.requestTypes')}</legend>
        {privacyRequestTypes.map((type) => (
          <Checkbox
            key={type}
            label={t(`account.privacy.type.${type}`)}
            name="requestTypes"
            value={type}
            checked={types.value.includes(type)}
            aria-invalid={types.error ? true : undefined}
            onCheckedChange={(checked) =>
              types.onChange(
                checked === true ? [...types.value, type] : types.value.filter((value) => value !== type),
              )
            }
          />
        ))}
        {types.error && (
          <FormMessage id={typesId} role="alert" tone="danger">
            {types.error}
          </FormMessage>
        )}
      </fieldset>
      <FormMessage role="status" tone={done ? 'success' : undefined}>
        {done ? t('account.privacy.sent') : ''}
      </FormMessage>
      <Button type="submit" loading={pending}>
        {t('account.privacy.submit')}
      </Button>
    </form>
  );
}
