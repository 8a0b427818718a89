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
