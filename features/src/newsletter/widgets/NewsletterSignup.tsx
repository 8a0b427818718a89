import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import {
  Button,
  Checkbox,
  FormMessage,
  Panel,
  PanelIntro,
  PanelTitle,
  TextField,
} from '@storefront/design-system';
import { postedValue, usePageQuery, usePostedErrors, useTranslation, type Translator } from '../../platform';
import { useNewsletter } from '../hooks';
import {
  NEWSLETTER_FIELDS_PARAM,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_PATH,
  preferredLanguageOf,
} from '../shop';
import {
  DEFAULT_NEWSLETTER_TOPIC,
  newsletterFields,
  newsletterFormSchema,
  type NewsletterFormValues,
  type NewsletterStatus,
  type PostedNewsletter,
} from '../types';
import * as styles from './NewsletterSignup.css';

export interface NewsletterTopic {
  /** The topic's name at the newsletter service, e.g. marketing. */
  id: string;
  /** What the shopper reads; the shop's own words for the topic when left empty. */
  label?: string;
}

export interface NewsletterSignupProps {
  heading?: string;
  intro?: string;
  /** The topics offered; with one, it is subscribed without asking. */
  topics?: NewsletterTopic[];
  submitLabel?: string;
  /** The consent the subscription is recorded under. */
  consentId?: string;
  /** The address to start with (a signed-in shopper's). */
  email?: string;
  /** Offers leaving the newsletter before subscribing (the signed-in shopper's own subscription, in the account). */
  offerLeaving?: boolean;
  /** The account's page: the signed-in shopper's saved status and topics are read and shown. */
  readSaved?: boolean;
  /** Where the form is, for tracking (newsletter block, account). */
  location?: string;
}

const statusKey: Record<NewsletterStatus, string> = {
  subscribed: 'newsletter.status.subscribed',
  unconfirmed: 'newsletter.status.unconfirmed',
  unsubscribed: 'newsletter.status.unsubscribed',
  'not active': 'newsletter.status.notActive',
};

const topicLabel = (t: Translator['t'], topic: NewsletterTopic) =>
  topic.label || t(`newsletter.topic.${topic.id}`, undefined, topic.id);

/**
 * What a form the browser posted itself came back with, from the page's query (the route's outcome and the fields it
 * refused), in the page's words: the shop's one posted-form shape, so the form starts from it as the others do.
 */
function usePostedNewsletter(t: Translator['t']): PostedNewsletter | undefined {
  const outcome = usePageQuery(NEWSLETTER_OUTCOME_PARAM);
  const refused = usePageQuery(NEWSLETTER_FIELDS_PARAM);
  return useMemo(() => {
    if (outcome === 'sent') return { values: {}, done: true };
    if (outcome === 'failed') return { values: {}, error: t('newsletter.error.failed') };
    if (outcome !== 'invalid') return undefined;
    const fields = refused?.split(',') ?? [];
    const fieldErrors = Object.fromEntries(
      newsletterFields
        .filter((field) => fields.includes(field))
        .map((field) => [field, t(`newsletter.error.${field}`)]),
    );
    return { values: {}, fieldErrors, error: t('newsletter.error.invalid') };
  }, [outcome, refused, t]);
}

/**
 * The newsletter form (spec section 7: newsletter subscribe and unsubscribe): an e-mail address, the topics, the
 * agreement to data processing, then the service's status in words with a way to leave again. A react-hook-form form
 * checked with the zod schema the shop's newsletter route checks: before hydration (or without JavaScript) it posts
 * to that route, which sends the shopper back to this page with the outcome for the form to start from.
 */
export function NewsletterSignup({
  heading,
  intro,
  topics = [{ id: DEFAULT_NEWSLETTER_TOPIC }],
  submitLabel,
  consentId,
  email: initialEmail = '',
  offerLeaving = false,
  readSaved = false,
  location = 'newsletter block',
}: NewsletterSignupProps) {
  const { t, locale } = useTranslation();
  const headingId = useId();
  const newsletter = useNewsletter({ ...(consentId ? { consentId } : {}), location, readSaved });
  const posted = usePostedNewsletter(t);
  const schema = useMemo(() => newsletterFormSchema(t), [t]);
  // Until the shopper ticks or unticks one, the topics chosen are those saved (once read), else every topic offered.
  const savedTopics = newsletter.saved?.topics;
  const offered = topics.map((topic) => topic.id).join(',');
  const values = useMemo<NewsletterFormValues>(
    () => ({
      email: initialEmail,
      topics: savedTopics?.length ? savedTopics : offered.split(','),
      agreement: false,
    }),
    [initialEmail, savedTopics, offered],
  );
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, submitCount },
  } = useForm<NewsletterFormValues>({
    resolver: zodResolver(schema),
    values,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
    errors: usePostedErrors(posted),
  });
  const { field: topicsField } = useController({ control, name: 'topics' });
  const { field: agreementField } = useController({ control, name: 'agreement' });
  const chosen = topicsField.value;
  const label = submitLabel || t('newsletter.subscribe');
  const { subscription, status, failure, pending } = newsletter;
  // Only the shopper's own subscription comes back (a guest hears that a confirmation is on its way): only it is left.
  const canLeave = subscription !== undefined || offerLeaving;
  const list = (ids: string[]) =>
    new Intl.ListFormat(locale).format(
      ids.map((id) => topicLabel(t, topics.find((topic) => topic.id === id) ?? { id })),
    );
  // A field the service refused is marked as if the shop had found it.
  const emailError =
    errors.email?.message ?? (failure?.fields.includes('email') ? t('newsletter.error.email') : undefined);
  // The posted answer speaks until the shopper sends the form again from the hydrated page.
  const answer = submitCount === 0 ? posted : undefined;
  // One announcement for what stops the form: the service's refusal, else what the shopper must fix.
  const fieldProblems = newsletterFields.flatMap((field) => errors[field]?.message ?? []);
  const error = failure
    ? (failure.message ?? t(`newsletter.error.${failure.reason}`))
    : (answer?.error ?? (fieldProblems.length ? fieldProblems.join(' ') : undefined));

  const subscribe = handleSubmit(async (checked) => {
    await newsletter.subscribe(checked.email, checked.topics, label);
  });

  return (
    <Panel spacing="snug" aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{heading || t('newsletter.heading')}</PanelTitle>
      {intro && <PanelIntro>{intro}</PanelIntro>}
      {error && (
        <FormMessage role="alert" tone="danger">
          {error}
        </FormMessage>
      )}
      {!status && answer?.done && (
        <FormMessage role="status" tone="success">
          {t('newsletter.status.checkInbox')}
        </FormMessage>
      )}
      {status ? (
        <div className={styles.form}>
          <FormMessage role="status" tone="success">
            {t(statusKey[status], {
              topics: list(subscription?.topics ?? chosen),
              email: subscription?.email ?? getValues('email'),
            })}
          </FormMessage>
          <div className={styles.row}>
            {(status === 'subscribed' || status === 'unconfirmed') && canLeave && (
              <Button
                variant="secondary"
                loading={pending}
                onClick={() => void newsletter.unsubscribe(chosen)}
              >
                {t('newsletter.unsubscribe')}
              </Button>
            )}
            {status === 'subscribed' && newsletter.saved && topics.length > 1 && (
              <Button variant="secondary" onClick={newsletter.reset}>
                {t('newsletter.changeTopics')}
              </Button>
            )}
            {status === 'unsubscribed' && (
              <Button variant="secondary" onClick={newsletter.reset}>
                {t('newsletter.subscribeAgain')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        // Posted to the shop's route by the browser itself when pressed before the script runs (it comes back here).
        <form
          method="post"
          action={NEWSLETTER_PATH}
          className={styles.form}
          noValidate
          onSubmit={(event) => void subscribe(event)}
        >
          <input type="hidden" name="action" value="subscribe" />
          <input type="hidden" name="preferredLanguage" value={preferredLanguageOf(locale)} />
          {consentId && <input type="hidden" name="consentId" value={consentId} />}
          {topics.length === 1 && <input type="hidden" name="topics" value={topics[0]!.id} />}
          <TextField
            label={t('newsletter.email')}
            type="email"
            autoComplete="email"
            required
            error={emailError}
            {...postedValue(initialEmail || undefined)}
            {...register('email')}
          />
          {topics.length > 1 && (
            <fieldset className={styles.topics} aria-invalid={errors.topics ? true : undefined}>
              <legend className={styles.legend}>{t('newsletter.topics')}</legend>
              {topics.map((topic) => (
                <Checkbox
                  key={topic.id}
                  name="topics"
                  value={topic.id}
                  label={topicLabel(t, topic)}
                  checked={chosen.includes(topic.id)}
                  onCheckedChange={(checked) =>
                    topicsField.onChange(
                      checked === true ? [...chosen, topic.id] : chosen.filter((id) => id !== topic.id),
                    )
                  }
                />
              ))}
              {errors.topics?.message && <p className={styles.fieldError}>{errors.topics.message}</p>}
            </fieldset>
          )}
          <Checkbox
            name="dataProcessingAgreement"
            label={t('newsletter.agreement')}
            checked={agreementField.value === true}
            onCheckedChange={(checked) => agreementField.onChange(checked === true)}
            error={errors.agreement?.message}
          />
          <div className={styles.row}>
            <Button type="submit" loading={pending}>
              {label}
            </Button>
            {offerLeaving && (
              <Button
                type="button"
                variant="secondary"
                disabled={pending}
                onClick={() => void newsletter.unsubscribe([])}
              >
                {t('newsletter.unsubscribe')}
              </Button>
            )}
          </div>
        </form>
      )}
    </Panel>
  );
}
