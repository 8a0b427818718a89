/**
 * Only paths on this site are followed after a form (sign-in's `next`, a preference's `returnTo`), never another
 * origin: `//host` and `/\host` are protocol-relative in browsers, so they fall back too.
 */
export function safeReturnPath(value: FormDataEntryValue | null | undefined, fallback = '/'): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
    ? value
    : fallback;
}

/**
 * Where a page leads a shopper who has just signed in: the sign-in page to its `next` (else the account), the
 * registration page to the account, any other page stays put. Anything that moves the shopper at that moment (the
 * account's preferred language) goes there too, not back to the sign-in form.
 */
export function pathOnceSignedIn(url: URL): string {
  if (url.pathname === '/sign-in') return safeReturnPath(url.searchParams.get('next'), '/account');
  if (url.pathname === '/register') return '/account';
  return url.pathname + url.search + url.hash;
}
