import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormMessage, TextField } from '@storefront/design-system';
import { phoneField, failureWords, useTranslation } from '../../platform';
import { useAccountCall, useConfirmCode, useOneTimeCode, useReloadProfile } from '../hooks';
import { ContactCodeStep, ContactSendCode, type ContactChanged } from './ContactCodeStep';
import * as styles from './forms.css';
import { shopperIssues, type Words } from './schemas';

const phoneSchema = (t: Words) =>
  z.object({
    // Numbers are often written in groups; they are checked and sent without the spaces.
    phone: z.pipe(
      z.string().check(z.overwrite((phone) => phone.replace(/\s/g, ''))),
      phoneField(t, t('account.contact.newPhone'), {
        required: true,
        formatMessage: t('account.validation.mobile'),
      }),
    ),
  });

/** A new mobile number, confirmed with a one-time code sent to it by SMS (spec section 4: only a validated one counts). */
export function PhoneChange({ onChanged }: { onChanged?: ContactChanged | undefined }) {
  const { t } = useTranslation();
  const schema = useMemo(() => phoneSchema(t), [t]);
  const oneTimeCode = useOneTimeCode();
  const reloadProfile = useReloadProfile();
  const headingId = useId();
  const [pending, setPending] = useState<{ phone: string; verificationId: string } | undefined>();
  const [outcome, setOutcome] = useState<{ verified: boolean; phone: string } | undefined>();
  const request = useAccountCall(
    useCallback((phone: string) => oneTimeCode({ step: 'phone-change', phone }), [oneTimeCode]),
  );
  const confirm = useConfirmCode(
    useCallback(
      (change: { phone: string; verificationId: string; code: string }) =>
        oneTimeCode({ step: 'phone-change-confirm', ...change }),
      [oneTimeCode],
    ),
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ phone: string }>({
    resolver: zodResolver(schema, shopperIssues(t)),
    defaultValues: { phone: '' },
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.field.phone')}</h3>
      {outcome?.verified && (
        <FormMessage role="status" tone="success">
          {t('account.contact.phoneChanged', { phone: outcome.phone })}
        </FormMessage>
      )}
      {pending ? (
        <ContactCodeStep
          sentTo={pending.phone}
          label={t('account.contact.smsCode')}
          pending={confirm.pending}
          error={
            (confirm.error && failureWords(t, confirm.error)) ??
            (outcome && !outcome.verified ? t('account.contact.phoneNotVerified') : undefined)
          }
          refused={confirm.refused}
          onStartOver={() => setPending(undefined)}
          onCode={async (code) => {
            const result = await confirm.run({ ...pending, code });
            if (!result) return;
            setOutcome({ verified: result.verified === true, phone: pending.phone });
            // Spec section 4: only a validated verification changes the number.
            if (!result.verified) return;
            setPending(undefined);
            reset();
            // The profile beside this form shows the number too; a save there must not put the old one back.
            void reloadProfile();
            onChanged?.({ phone: pending.phone });
          }}
        />
      ) : (
        <ContactSendCode
          pending={request.pending}
          error={request.error && failureWords(t, request.error)}
          onSubmit={handleSubmit(async ({ phone }) => {
            const sent = await request.run(phone);
            if (sent?.verificationId)
              setPending({ phone: phone.trim(), verificationId: sent.verificationId });
          })}
        >
          <TextField
            label={t('account.contact.newPhone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </ContactSendCode>
      )}
    </section>
  );
}
