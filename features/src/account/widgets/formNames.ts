/**
 * The hidden field that tells the account page's action this post is the privacy request. Apart from the schemas so
 * the form's first, light HTML needs no validation library.
 */
export const FORM_FIELD = 'form';
export const PRIVACY_REQUEST_FORM = 'privacy-request';
