import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { get, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, FormMessage } from '@storefront/design-system';
import { failureWords, useTranslation } from '../../platform';
import {
  useAccountBackend,
  useAccountSettings,
  useProfile,
  useSaveCustomAttributes,
  useSignedInUser,
} from '../hooks';
import { orderCustomAttributes, type CustomAttribute, type Profile } from '../types';
import { CustomAttributeField } from './CustomAttributeField';
import * as styles from './forms.css';
import { customAttributesSchema, shopperIssues } from './schemas';

interface PreferenceValues {
  extra: Record<string, string>;
}

/**
 * The shopper's preferences: the backend's custom attributes, saved on their own (updateCustomAttributes). Only the
 * newer backend has them; elsewhere, and until the profile is read, nothing is shown (the profile form says why).
 */
export function PreferencesForm() {
  const backend = useAccountBackend();
  const user = useSignedInUser();
  const profile = useProfile();
  const settings = useAccountSettings();
  const attributes = useMemo(
    () =>
      orderCustomAttributes(
        (settings.data?.customAttributes ?? []).filter((attribute) => !attribute.is_address_field),
      ),
    [settings.data],
  );
  if (!user || !backend.supports.customAttributes || !profile.data || attributes.length === 0) return null;
  return <PreferenceFields profile={profile.data} attributes={attributes} />;
}

function PreferenceFields({ profile, attributes }: { profile: Profile; attributes: CustomAttribute[] }) {
  const { t } = useTranslation();
  const { run: save, pending, error, done } = useSaveCustomAttributes();
  const schema = useMemo(() => z.object({ extra: customAttributesSchema(attributes, t) }), [attributes, t]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PreferenceValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: {
      extra: Object.fromEntries(
        attributes.map((attribute) => [attribute.code, profile.extra[attribute.code] ?? '']),
      ),
    },
  });
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby="preferences-heading"
      onSubmit={handleSubmit(({ extra }) => save(extra))}
    >
      <h2 id="preferences-heading">{t('account.preferences.title')}</h2>
      {error && (
        <FormMessage role="alert" tone="danger">
          {failureWords(t, error)}
        </FormMessage>
      )}
      <FormMessage role="status" tone={done && !error ? 'success' : undefined}>
        {done && !error ? t('account.preferences.saved') : ''}
      </FormMessage>
      {attributes.map((attribute) => (
        <CustomAttributeField<PreferenceValues>
          key={attribute.code}
          attribute={attribute}
          name={`extra.${attribute.code}`}
          control={control}
          register={register}
          error={(get(errors, `extra.${attribute.code}`) as { message?: string } | undefined)?.message}
        />
      ))}
      <Button type="submit" loading={pending}>
        {t('account.preferences.save')}
      </Button>
    </form>
  );
}
