/**
 * The cookies a public page's server render reads: the theme and the analytics answer (root loader) and Builder's A/B
 * test assignments (page loader). The page cache keys its copies by these alone, so cookies the page never reads (a
 * tag manager's visitor id, a login marker the browser reads) do not make every visitor's copy their own. A render
 * that starts to read another cookie names it here.
 */
export const pageCookieNames = { theme: 'theme', analyticsConsent: 'analytics_consent' } as const;

/** Builder's own cookie name for a visitor's variation of one tested content entry. */
export const builderTestCookiePrefix = 'builder.tests.';

export function isPageCookie(name: string): boolean {
  return Object.values<string>(pageCookieNames).includes(name) || name.startsWith(builderTestCookiePrefix);
}
