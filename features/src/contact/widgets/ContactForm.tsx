import { useId, useMemo, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  Button,
  FormMessage,
  Link,
  Panel,
  PanelIntro,
  PanelTitle,
  TextArea,
  TextField,
} from '@storefront/design-system';
import { postedValue, track, usePostedErrors, useTranslation } from '../../platform';
import { useContactForm } from '../hooks';
import {
  contactFields,
  contactFormSchema,
  type ContactSettings,
  type ContactValues,
  type PostedContact,
} from '../types';
import * as styles from './ContactForm.css';

export interface ContactFormProps extends ContactSettings {
  heading?: string;
  intro?: string;
  submitLabel?: string;
  /** The shop's phone number, offered as a call link beside the form. */
  phone?: string;
  /** Where the form posts before the page has hydrated: the contact page, whose action sends it. */
  action?: string;
  /** The contact page action's answer to a form posted before hydration. */
  posted?: PostedContact;
  /** Where the form is, for tracking (contact page, a Builder page). */
  location?: string;
}

/**
 * The contact form (spec section 7: contact): name, e-mail address and message, sent to the engagement service's
 * forms endpoint with the page's channel, type and consent purposes. A react-hook-form form checked with the same zod
 * schema as the contact page's action: it posts to that page before hydration (or without JavaScript), starts from
 * what the action answered, and keeps what was typed when sending fails.
 */
export function ContactForm({
  heading,
  intro,
  submitLabel,
  phone,
  action = '/contact',
  posted,
  location = 'contact page',
  ...settings
}: ContactFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const contact = useContactForm(settings);
  const schema = useMemo(() => contactFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<ContactValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', message: '', ...posted?.values },
    errors: usePostedErrors(posted),
  });
  // The browser's own answer replaces the posted one once the shopper sends from the hydrated page.
  const answer = contact.result ?? (submitCount === 0 ? posted : undefined);
  // What the form says above its fields: the service's answer, else what the browser's check found.
  const fieldProblems = contactFields.flatMap((field) => errors[field]?.message ?? []);
  const error = answer?.error ?? (fieldProblems.length ? fieldProblems.join(' ') : undefined);
  const label = submitLabel || t('contact.send');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    track('tracking:activity:contact_us_click', { label, url: action, location });
    void handleSubmit((values) => contact.send(values))(event);
  };

  return (
    <Panel spacing="snug" aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{heading || t('contact.heading')}</PanelTitle>
      {intro !== '' && <PanelIntro>{intro ?? t('contact.intro')}</PanelIntro>}
      {answer?.done ? (
        <FormMessage role="status" tone="success">
          {t('contact.sent')}
        </FormMessage>
      ) : (
        <form method="post" action={action} className={styles.form} noValidate onSubmit={submit}>
          {error && (
            <FormMessage role="alert" tone="danger">
              {error}
            </FormMessage>
          )}
          <TextField
            label={t('contact.name')}
            error={errors.name?.message}
            {...postedValue(posted?.values.name)}
            {...register('name')}
          />
          <TextField
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...postedValue(posted?.values.email)}
            {...register('email')}
          />
          <TextArea
            label={t('contact.message')}
            required
            error={errors.message?.message}
            {...postedValue(posted?.values.message)}
            {...register('message')}
          />
          <div>
            <Button type="submit" loading={contact.pending}>
              {label}
            </Button>
          </div>
        </form>
      )}
      {phone && (
        <p>
          {t('contact.phone')}{' '}
          <Link
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            onClick={() =>
              track('tracking:activity:contact_us_phone_click', {
                label: phone,
                url: `tel:${phone}`,
                location,
              })
            }
          >
            {phone}
          </Link>
        </p>
      )}
    </Panel>
  );
}
