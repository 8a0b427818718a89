import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  FormMessage,
  Panel,
  PanelIntro,
  PanelTitle,
  TextField,
} from '@storefront/design-system';
import { usePageQuery, useTranslation, type Translator } from '../../platform';
import { useNewsletter } from '../hooks';
import { NEWSLETTER_OUTCOME_PARAM, NEWSLETTER_PATH, preferredLanguageOf } from '../shop';
import { DEFAULT_NEWSLETTER_TOPIC, newsletterFormSchema, type NewsletterStatus } from '../types';
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

type FieldErrors = Partial<Record<'email' | 'topics' | 'agreement', string>>;

/**
 * The newsletter form (spec section 7: newsletter subscribe and unsubscribe): an e-mail address, the topics, the
 * agreement to data processing, then the service's status in words with a way to leave again.
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
  const [email, setEmail] = useState(initialEmail);
  // Until the shopper ticks or unticks one, the topics chosen are those saved (once read), else every topic offered.
  const [picked, setPicked] = useState<string[]>();
  const savedTopics = newsletter.saved?.topics;
  const chosen = picked ?? (savedTopics?.length ? savedTopics : topics.map((topic) => topic.id));
  const [agreement, setAgreement] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const label = submitLabel || t('newsletter.subscribe');
  const { subscription, status, failure, pending } = newsletter;
  // Only the shopper's own subscription comes back (a guest hears that a confirmation is on its way): only it is left.
  const canLeave = subscription !== undefined || offerLeaving;
  const list = (ids: string[]) =>
    new Intl.ListFormat(locale).format(
      ids.map((id) => topicLabel(t, topics.find((topic) => topic.id === id) ?? { id })),
    );
  // A field the service refused is marked as if the shop had found it.
  const serviceErrors: FieldErrors = failure?.fields.includes('email')
    ? { email: t('newsletter.error.email') }
    : {};
  const shown = { ...serviceErrors, ...errors };
  // What the shop's route said about a form the browser posted itself: `sent` or `failed`.
  const posted = usePageQuery(NEWSLETTER_OUTCOME_PARAM);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = newsletterFormSchema.safeParse({ email: email.trim(), topics: chosen, agreement });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues)
        found[issue.path[0] as keyof FieldErrors] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    await newsletter.subscribe(checked.data.email, checked.data.topics, label);
  };

  return (
    <Panel spacing="snug" aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{heading || t('newsletter.heading')}</PanelTitle>
      {intro && <PanelIntro>{intro}</PanelIntro>}
      {(failure || Object.keys(errors).length > 0) && (
        // One announcement for what stops the form: the service's refusal, else what the shopper must fix.
        <FormMessage role="alert" tone="danger">
          {failure
            ? (failure.message ?? t(`newsletter.error.${failure.reason}`))
            : Object.values(errors).join(' ')}
        </FormMessage>
      )}
      {!status && posted === 'sent' && (
        <FormMessage role="status" tone="success">
          {t('newsletter.status.checkInbox')}
        </FormMessage>
      )}
      {!status && posted === 'failed' && (
        <FormMessage role="alert" tone="danger">
          {t('newsletter.error.failed')}
        </FormMessage>
      )}
      {status ? (
        <div className={styles.form}>
          <FormMessage role="status" tone="success">
            {t(statusKey[status], {
              topics: list(subscription?.topics ?? chosen),
              email: subscription?.email ?? email,
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
          onSubmit={(event) => void submit(event)}
        >
          <input type="hidden" name="action" value="subscribe" />
          <input type="hidden" name="preferredLanguage" value={preferredLanguageOf(locale)} />
          {consentId && <input type="hidden" name="consentId" value={consentId} />}
          {topics.length === 1 && <input type="hidden" name="topics" value={topics[0]!.id} />}
          <TextField
            label={t('newsletter.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={shown.email}
          />
          {topics.length > 1 && (
            <fieldset className={styles.topics} aria-invalid={shown.topics ? true : undefined}>
              <legend className={styles.legend}>{t('newsletter.topics')}</legend>
              {topics.map((topic) => (
                <Checkbox
                  key={topic.id}
                  name="topics"
                  value={topic.id}
                  label={topicLabel(t, topic)}
                  checked={chosen.includes(topic.id)}
                  onCheckedChange={(checked) =>
                    setPicked(
                      checked === true ? [...chosen, topic.id] : chosen.filter((id) => id !== topic.id),
                    )
                  }
                />
              ))}
              {shown.topics && <p className={styles.fieldError}>{shown.topics}</p>}
            </fieldset>
          )}
          <Checkbox
            name="dataProcessingAgreement"
            label={t('newsletter.agreement')}
            checked={agreement}
            onCheckedChange={(checked) => setAgreement(checked === true)}
            error={shown.agreement}
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
