/** The trials domain's words (English). */
export const trialsMessages = {
  'trials.heading': 'Try it free',
  'trials.start': 'Start free trial',
  'trials.checking': 'Checking whether you can start a free trial…',
  'trials.signIn': 'Sign in to start your free trial',
  'trials.notEligible':
    '{reason, select, programme_ended {This free trial has ended.} not_offered {Free trials are not offered in this shop.} other {You have already had this free trial, so it is not open to you again.}}',
  'trials.failed': 'We could not check your free trial just now. Please try again.',
  'trials.retry': 'Try again',
  'trials.active': 'You are in the free trial shop: your cart shows trial prices.',
  'trials.toCart': 'Go to your trial cart',
} as const;
