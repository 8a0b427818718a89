export { NewsletterSignup } from './NewsletterSignup';
export type { NewsletterSignupProps, NewsletterTopic } from './NewsletterSignup';
export { NewsletterPreferences } from './NewsletterPreferences';
