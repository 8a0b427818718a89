/** The offline-purchases domain's words (English). */
export const offlinePurchasesMessages = {
  'offlinePurchases.heading': 'In-store purchases',
  'offlinePurchases.intro': 'What you bought in our shops with your account.',
  'offlinePurchases.empty': 'You have no in-store purchases yet.',
  'offlinePurchases.store': '{store}, {city}',
  'offlinePurchases.item': '{quantity, number} × {name}',
  'offlinePurchases.total': 'Total {total}',
  'offlinePurchases.signedOut':
    'Your session has ended. Please sign in again to see your in-store purchases.',
  'offlinePurchases.failed': 'We could not load your in-store purchases just now. Please try again.',
  'offlinePurchases.signIn': 'Sign in again',
  'offlinePurchases.retry': 'Try again',
  'consentValidation.heading': 'Confirm your consent',
  'consentValidation.intro':
    'You followed the link in our e-mail. Confirm below and we will record your consent.',
  'consentValidation.confirm': 'Confirm my consent',
  'consentValidation.validated': 'Thank you: your consent is confirmed.',
  'consentValidation.invalid':
    'This confirmation link is not valid. Please use the link exactly as it is in our e-mail.',
  'consentValidation.unknown':
    'We do not know this confirmation link. It may have expired; please ask for a new e-mail.',
  'consentValidation.unreachable':
    'We could not reach our consent service just now. Please try again in a few minutes.',
  'consentValidation.failed': 'Something went wrong while confirming your consent. Please try again.',
  'consentValidation.home': 'Continue shopping',
} as const;
