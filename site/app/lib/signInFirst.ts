import '../account/words';
import { accountPages } from '../account/navigation';

/** How the account layout tells sign-in that the shopper's session ran out (sign-in then says so). */
const SESSION_EXPIRED = 'session-expired';

/** Sign-in, then back to `returnPath`: where a page that needs a signed-in shopper sends a guest. */
export function signInFirst(returnPath: string): string {
  return `/sign-in?${new URLSearchParams({ next: returnPath }).toString()}`;
}

/** Sign-in, then back to `returnPath`, with the reason sign-in explains. */
export function signInAfterExpiry(returnPath: string): string {
  return `/sign-in?${new URLSearchParams({ next: returnPath, reason: SESSION_EXPIRED }).toString()}`;
}

export function isAfterExpiry(params: URLSearchParams): boolean {
  return params.get('reason') === SESSION_EXPIRED;
}

/**
 * What signing in is for, in the words of the page the shopper is going back to (sign-in's `next`, already made safe): an account page's
 * own line, a page inside one (an order, a survey) that of its page, any other account page the account's. Nothing
 * for a page that is not the account's.
 */
export function signInReasonOf(next: string): string | undefined {
  const path = new URL(next, 'http://shop.invalid').pathname;
  const page = accountPages.find((candidate) => path === candidate.to || path.startsWith(`${candidate.to}/`));
  if (page) return page.signInReason;
  return path === '/account' || path.startsWith('/account/') ? 'shell.account.signInReason' : undefined;
}
