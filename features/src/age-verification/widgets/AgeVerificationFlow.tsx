import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button, RadioGroup, TextField } from '@storefront/design-system';
import {
  isEmailAddress,
  nameRules,
  textProblem,
  textProblemMessage,
  track,
  useStoredUser,
  useTranslation,
  failureWords,
} from '../../platform';
import {
  useAgeVerificationMethods,
  useIsAgeVerified,
  useVerifyAge,
  type VerificationDetails,
} from '../hooks';
import type { AgeVerificationMethod, VerificationWorkflow } from '../types';
import * as styles from './AgeVerificationFlow.css';

export interface AgeVerificationFlowProps {
  /** The provider workflow synchronous methods run; the tenant's setting, passed by the route or page. */
  workflow: VerificationWorkflow;
  /** Where the provider sends the shopper back after an async check; the current page by default. */
  callbackUrl?: string;
  /** Told once the shopper is a verified adult, with the passed check's uuid (the checkout hands it to the cart). */
  onVerified?: (verificationId: string | undefined) => void;
  pollIntervalMs?: number;
  /** The e-mail address the check is for (the checkout's); without it the signed-in shopper's, or a field asks. */
  email?: string;
  /** False where the page around it already says what this is (the checkout's age step). */
  titled?: boolean;
}

/** Choose a method, give the details it needs, and learn the outcome; async checks are followed until they end. */
export function AgeVerificationFlow({
  workflow,
  callbackUrl,
  onVerified,
  pollIntervalMs,
  email,
  titled = true,
}: AgeVerificationFlowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const verifiedAlready = useIsAgeVerified();
  const { methods, hasHiddenVerification, loadFailed, retry } = useAgeVerificationMethods();

  let body;
  if (verifiedAlready) body = <p className={styles.done}>{t('ageVerification.alreadyVerified')}</p>;
  else if (loadFailed)
    body = (
      <div role="alert">
        <p className={styles.alert}>{t('ageVerification.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('ageVerification.retry')}
        </Button>
      </div>
    );
  else if (!methods) body = <p role="status">{t('platform.loading')}</p>;
  else if (hasHiddenVerification) body = <p>{t('ageVerification.hidden')}</p>;
  else if (methods.length === 0) body = <p>{t('ageVerification.noMethods')}</p>;
  else
    body = (
      <VerificationForm
        methods={methods}
        workflow={workflow}
        callbackUrl={callbackUrl ?? (typeof location === 'undefined' ? '/' : location.href)}
        {...(onVerified ? { onVerified } : {})}
        {...(pollIntervalMs === undefined ? {} : { pollIntervalMs })}
        {...(email ? { email } : {})}
      />
    );

  if (!titled) return <div className={styles.flow}>{body}</div>;
  return (
    <section className={styles.flow} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('ageVerification.heading')}
      </h2>
      {body}
    </section>
  );
}

function VerificationForm({
  methods,
  workflow,
  callbackUrl,
  onVerified,
  pollIntervalMs,
  email,
}: {
  methods: AgeVerificationMethod[];
  workflow: VerificationWorkflow;
  callbackUrl: string;
  onVerified?: (verificationId: string | undefined) => void;
  pollIntervalMs?: number;
  email?: string;
}) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const { state, verify } = useVerifyAge({
    workflow,
    callback: callbackUrl,
    ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
  });
  const schema = useMemo(
    () =>
      z
        .object({
          method: z.string().min(1, t('ageVerification.methodRequired')),
          email: z.string().trim().refine(isEmailAddress, t('field.email')),
          firstName: z.string(),
          lastName: z.string(),
          dateOfBirth: z.string(),
        })
        .superRefine((values, context) => {
          // Async providers check the person: they need the name and date of birth.
          if (!methods.find((method) => method.code === values.method)?.isAsync) return;
          for (const field of ['firstName', 'lastName'] as const) {
            const problem = textProblem(values[field], nameRules);
            if (problem)
              context.addIssue({
                code: 'custom',
                path: [field],
                message:
                  problem === 'required'
                    ? t('ageVerification.nameRequired')
                    : textProblemMessage(t, problem, t(`ageVerification.${field}`), nameRules),
              });
          }
          if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth))
            context.addIssue({
              code: 'custom',
              path: ['dateOfBirth'],
              message: t('ageVerification.dateOfBirthRequired'),
            });
        }),
    [methods, t],
  );
  type Values = z.infer<typeof schema>;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      method: methods.length === 1 ? methods[0]!.code : '',
      email: email ?? user?.email ?? '',
      firstName: user?.first_name ?? '',
      lastName: user?.last_name ?? '',
      dateOfBirth: '',
    },
  });
  const chosenCode = useWatch({ control, name: 'method' });
  const chosen = methods.find((method) => method.code === chosenCode);

  const submit = handleSubmit(async ({ method: code, ...details }: Values) => {
    const method = methods.find((candidate) => candidate.code === code);
    if (!method) return;
    const outcome = await verify(method, details satisfies VerificationDetails);
    if (outcome.step === 'verified') onVerified?.(outcome.verificationId);
  });

  if (state.step === 'verified')
    return (
      <p role="status" className={styles.done}>
        {t('ageVerification.verified')}
      </p>
    );

  return (
    <form className={styles.flow} noValidate onSubmit={submit}>
      <p className={styles.intro}>{t('ageVerification.intro')}</p>
      {state.step === 'failed' && (
        <p role="alert" className={styles.alert}>
          {failureWords(t, state.failure)}
        </p>
      )}
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <RadioGroup
            legend={t('ageVerification.method')}
            // The provider names its methods in one language: the shop names the ones it knows in the page's.
            options={methods.map((method) => ({
              value: method.code,
              label: t(`ageVerification.methodName.${method.code}`, undefined, method.name),
            }))}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            error={errors.method?.message}
          />
        )}
      />
      {!email && !user?.email && (
        <TextField
          label={t('ageVerification.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      {chosen?.isAsync && (
        <>
          <TextField
            label={t('ageVerification.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('ageVerification.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            label={t('ageVerification.dateOfBirth')}
            type="date"
            autoComplete="bday"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
        </>
      )}
      <p role="status" aria-live="polite">
        {state.step === 'checking'
          ? t('ageVerification.checking')
          : state.step === 'pending'
            ? t('ageVerification.stillPending')
            : ''}
      </p>
      {/* On the click, before validation: it counts attempts; hard_age_verification_start counts checks started. */}
      <Button
        type="submit"
        loading={state.step === 'checking'}
        onClick={() =>
          track('tracking:activity:age_verification_click', {
            label: t('ageVerification.start'),
            location: 'age verification',
          })
        }
      >
        {t('ageVerification.start')}
      </Button>
    </form>
  );
}
