/** The consents domain's words (English). */
export const consentsMessages = {
  'consents.heading': 'How we may contact you',
  'consents.category.email': 'E-mail',
  'consents.category.sms': 'Text messages',
  'consents.category.post': 'Post',
  'consents.category.survey': 'Surveys',
  'consents.category.additional': 'Further uses',
  'consents.category.GDPR': 'Privacy',
  'consents.required': 'required',
  'consents.save': 'Save my choices',
  'consents.saved': 'Your choices are saved.',
  'consents.signIn': 'Sign in to choose how we may contact you.',
  'consents.loadFailed': 'Your choices could not be loaded. Please try again.',
  'consents.saveFailed': 'Your choices could not be saved. They are still selected here; please try again.',
  'consents.sessionExpired':
    'Your session has expired. Sign in again in another tab; your choices are still selected here.',
  'consents.retry': 'Try again',
} as const;
