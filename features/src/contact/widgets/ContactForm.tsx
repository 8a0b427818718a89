import { useId, type FormEvent } from 'react';
import { Button, FormMessage, Link, Panel, PanelIntro, PanelTitle } from '@storefront/design-system';
import { FormField } from '../../contact-forms/widgets';
import { track, useTranslation } from '../../platform';
import { useContactForm } from '../hooks';
import { contactFields, type ContactSettings, type ContactValues, type PostedContact } from '../types';
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
 * forms endpoint with the page's channel, type and consent purposes. It posts to the contact page before hydration,
 * and keeps what was typed when sending fails.
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
  // The browser's own answer replaces the posted one once the shopper sends from the hydrated page.
  const answer = contact.result ?? posted;
  const label = submitLabel || t('contact.send');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    track('tracking:activity:contact_us_click', { label, url: action, location });
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      contactFields.map((field) => [field, String(form.get(field) ?? '')]),
    ) as ContactValues;
    void contact.send(values);
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
          {answer?.error && (
            <FormMessage role="alert" tone="danger">
              {answer.error}
            </FormMessage>
          )}
          <FormField
            name="name"
            label={t('contact.name')}
            defaultValue={answer?.values.name}
            error={answer?.fieldErrors?.name}
          />
          <FormField
            name="email"
            type="email"
            required
            label={t('contact.email')}
            defaultValue={answer?.values.email}
            error={answer?.fieldErrors?.email}
          />
          <FormField
            name="message"
            type="textarea"
            required
            label={t('contact.message')}
            defaultValue={answer?.values.message}
            error={answer?.fieldErrors?.message}
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
