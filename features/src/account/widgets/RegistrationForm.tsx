import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button, Checkbox, TextField } from '@storefront/design-system';
import { groupPurposes, useRegistrationPurposes, type Purpose } from '../../consents';
import { track, useTranslation } from '../../platform';
import { useAccountSettings, useRegister, type SignInResult } from '../hooks';
import { orderCustomAttributes, type AccountSettings } from '../types';
import { CustomAttributeField } from './CustomAttributeField';
import { PASSWORD_RULES_UNMET, passwordMeetsRules, PasswordRules, passwordRulesHint } from './PasswordRules';
import * as styles from './forms.css';

function registrationSchema(settings: AccountSettings, purposes: readonly Purpose[]) {
  const requiredAttributes = settings.customAttributes.filter((attribute) => attribute.is_required);
  return z
    .object({
      email: z.email('Enter your e-mail address, like name@example.com.'),
      password: z.string().min(1, 'Choose a password.'),
      firstName: z.string().trim().min(1, 'Enter your first name.'),
      lastName: z.string().trim().min(1, 'Enter your last name.'),
      dateOfBirth: z.union([z.literal(''), z.iso.date('Enter a date of birth like 1990-04-01.')]),
      telephone: z.union([z.literal(''), z.string().regex(/^(\+|00)?[\d\s]{6,18}$/, 'Enter a phone number with digits only.')]),
      extra: z.record(z.string(), z.string()),
      consents: z.record(z.string(), z.boolean()),
    })
    .superRefine((values, context) => {
      if (!passwordMeetsRules(values.password, settings.passwordRequirements, values.email)) {
        context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_RULES_UNMET });
      }
      for (const attribute of requiredAttributes) {
        if (!values.extra[attribute.code]) context.addIssue({ code: 'custom', path: ['extra', attribute.code], message: `Enter ${attribute.label.toLowerCase()}.` });
      }
      for (const purpose of purposes) {
        if (purpose.mandatory && !values.consents[purpose.id]) {
          context.addIssue({ code: 'custom', path: ['consents', purpose.id], message: 'Please accept this to open an account.' });
        }
      }
    });
}

type RegistrationValues = z.infer<ReturnType<typeof registrationSchema>>;

/** Registration with the server's password rules checked live, custom attributes and consents; signs in when done. */
export function RegistrationForm({ onSignedIn }: { onSignedIn?: (result: SignInResult) => void }) {
  const settings = useAccountSettings();
  const purposes = useRegistrationPurposes();
  if (settings.error || purposes.error) {
    return (
      <p role="alert" className={styles.alert}>
        {/* Never the error's own text: it is the HTTP core's or a backend's, not words for a shopper. */}
        Registration is not available just now. Please try again later.
      </p>
    );
  }
  if (!settings.data || !purposes.purposes) return <p role="status">Loading…</p>;
  return <RegistrationFields settings={settings.data} purposes={purposes.purposes} {...(onSignedIn ? { onSignedIn } : {})} />;
}

function RegistrationFields({
  settings,
  purposes,
  onSignedIn,
}: {
  settings: AccountSettings;
  purposes: Purpose[];
  onSignedIn?: (result: SignInResult) => void;
}) {
  const { t } = useTranslation();
  const rulesId = useId();
  const schema = useMemo(() => registrationSchema(settings, purposes), [settings, purposes]);
  const attributes = useMemo(() => orderCustomAttributes(settings.customAttributes.filter((attribute) => !attribute.is_address_field)), [settings]);
  const groups = useMemo(() => groupPurposes(purposes), [purposes]);
  const { run: register, pending, error } = useRegister(onSignedIn ? { onSignedIn } : {});
  const {
    register: field,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      telephone: '',
      extra: Object.fromEntries(attributes.map((attribute) => [attribute.code, ''])),
      consents: Object.fromEntries(purposes.map((purpose) => [purpose.id, false])),
    },
  });
  const [password, email] = useWatch({ control, name: ['password', 'email'] });

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="registration-heading"
      onSubmit={handleSubmit((values) =>
        register({
          email: values.email,
          password: values.password,
          firstName: values.firstName,
          lastName: values.lastName,
          dateOfBirth: values.dateOfBirth,
          telephone: values.telephone,
          customAttributes: Object.fromEntries(Object.entries(values.extra).filter(([, value]) => value !== '')),
          consents: purposes.map((purpose) => ({ id: purpose.id, accepted: values.consents[purpose.id] === true, one_off: purpose.oneOff })),
        }),
      )}
    >
      <h2 id="registration-heading">Create your account</h2>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <TextField label="E-mail address" type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordRulesHint(settings.passwordRequirements)}
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordRules id={rulesId} password={password} requirements={settings.passwordRequirements} username={email} />
      <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
      <TextField label="Date of birth (optional)" type="date" autoComplete="bday" error={errors.dateOfBirth?.message} {...field('dateOfBirth')} />
      <TextField label="Phone number (optional)" type="tel" autoComplete="tel" error={errors.telephone?.message} {...field('telephone')} />
      {attributes.map((attribute) => (
        <CustomAttributeField<RegistrationValues>
          key={attribute.code}
          attribute={attribute}
          name={`extra.${attribute.code}`}
          control={control}
          register={field}
          error={errors.extra?.[attribute.code]?.message}
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
      {/* On the click, before validation: it counts attempts; sign_up_regular counts the registrations accepted. */}
      <Button type="submit" loading={pending} onClick={() => track('tracking:activity:create_account_click', { label: 'Create account', location: 'registration form' })}>
        Create account
      </Button>
    </form>
  );
}
