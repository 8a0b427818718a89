export { createNewsletterApi } from './api';
export type { NewsletterApi } from './api';
export { DEFAULT_NEWSLETTER_TOPIC, newsletterFormSchema, newsletterStatuses } from './types';
export type {
  NewsletterStatus,
  NewsletterSubscribeRequest,
  NewsletterSubscription,
  NewsletterUnsubscribeRequest,
} from './types';
export { useNewsletter } from './hooks';
export { newsletterMessages } from './messages';
export {
  confirmedSubscriberOf,
  NEWSLETTER_FIELDS_PARAM,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_PATH,
  newsletterCallFromForm,
  refusedNewsletterFields,
} from './shop';
export type { ConfirmedSubscriber } from './shop';
export type { NewsletterAnswer, NewsletterChange, NewsletterOutcome } from './shop';
