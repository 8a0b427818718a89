/** How the account layout tells sign-in that the shopper's session ran out (sign-in then says so). */
const SESSION_EXPIRED = 'session-expired';

/** Sign-in, then back to `returnPath`, with the reason sign-in explains. */
export function signInAfterExpiry(returnPath: string): string {
  return `/sign-in?${new URLSearchParams({ next: returnPath, reason: SESSION_EXPIRED }).toString()}`;
}

export function isAfterExpiry(params: URLSearchParams): boolean {
  return params.get('reason') === SESSION_EXPIRED;
}
