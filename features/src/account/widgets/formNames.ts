/**
 * The hidden field that tells the account page's action this post is the privacy request. Apart from the schemas so
 * the form's first, light HTML needs no validation library.
 */
export const FORM_FIELD = 'form';
export const PRIVACY_REQUEST_FORM = 'privacy-request';

/**
 * What a privacy (data subject) request can ask for, in the order the form offers them. Here rather than in types.ts,
 * whose other helpers the account page's first load does not need.
 */
export const privacyRequestTypes = [
  'access',
  'rectification',
  'deletion',
  'portability',
  'objection',
] as const;
