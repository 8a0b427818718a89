import { createCookie } from 'react-router';
import type { ThemeName } from '@storefront/design-system';
import type { AnalyticsConsent } from '@storefront/features/platform';
import { servedOverHttps } from './config.server';
import { pageCookieNames } from './pageCookies';

const year = 60 * 60 * 24 * 365;
// Over HTTPS the browser must never send them in clear.
const secure = servedOverHttps();

/** The shopper's colour theme, read on the server so the first paint is already right. */
export const themeCookie = createCookie(pageCookieNames.theme, {
  maxAge: year,
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure,
});

/** The shopper's analytics answer; the browser reads it through the root loader. */
export const analyticsConsentCookie = createCookie(pageCookieNames.analyticsConsent, {
  maxAge: year,
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure,
});

export async function readPreferences(
  request: Request,
): Promise<{ theme: ThemeName; analyticsConsent: AnalyticsConsent }> {
  const header = request.headers.get('Cookie');
  const theme: unknown = await themeCookie.parse(header);
  const consent: unknown = await analyticsConsentCookie.parse(header);
  return {
    theme: theme === 'dark' ? 'dark' : 'light',
    analyticsConsent: consent === 'granted' || consent === 'denied' ? consent : 'unknown',
  };
}
