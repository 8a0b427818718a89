/**
 * A call the configured account backend does not offer (spec section 5). Apart from the backends and their answer
 * schemas, so the message a widget shows for it needs neither in the page's first load (issue #14).
 */
export class AccountCallUnavailableError extends Error {
  override readonly name = 'AccountCallUnavailableError';
}
