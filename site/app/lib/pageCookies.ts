import { parseCookie } from 'cookie';

/**
 * The cookies a public page's server render reads: the theme, the language, the analytics answer and the cart's count
 * (root loader), Builder's A/B test assignments (page loader) and the login flag (catalogue loaders: a signed-in
 * shopper's catalogue page is private, see catalogueCache.ts). The page cache keys its copies by these alone, so cookies the page never reads (a
 * tag manager's visitor id) do not make every visitor's copy their own, while a copy stored for an anonymous visitor
 * is never the one a signed-in shopper gets. A render that starts to read another cookie names it here.
 *
 * The guest cart's id (`cart_id`, features/src/cart/session.ts) is deliberately not one: only /cart reads it on the
 * server, and /cart is private and never stored, so a cart leaves every public page cached and shared.
 */
export const pageCookieNames = {
  theme: 'theme',
  // The shopper's language (language.server.ts): a German copy must never reach an English shopper.
  language: 'lang',
  analyticsConsent: 'analytics_consent',
  // The browser's login flag (LOGGED_IN_COOKIE in features/src/platform/user), written out because the server loads
  // this file before anything is compiled.
  loggedIn: 'isUserLoggedIn',
  // The store view a free trial puts the shopper in (storeView.server.ts): a trial copy must never reach others.
  storeView: 'store_view',
  // The number on the header's cart button (CART_COUNT_COOKIE in features/src/cart/count.ts): at most 101 copies of a
  // page, one per count, so a shopper never sees another's count and a cart still leaves pages cacheable.
  cartCount: 'cart_count',
} as const;

/** Builder's own cookie name for a visitor's variation of one tested content entry. */
export const builderTestCookiePrefix = 'builder.tests.';

export function isPageCookie(name: string): boolean {
  return Object.values<string>(pageCookieNames).includes(name) || name.startsWith(builderTestCookiePrefix);
}

/** A page cookie's value in a request, as the browser sent it; undefined without one. */
export function pageCookieIn(request: Request, name: (typeof pageCookieNames)[keyof typeof pageCookieNames]) {
  return parseCookie(request.headers.get('Cookie') ?? '')[name];
}
