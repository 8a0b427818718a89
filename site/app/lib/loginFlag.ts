import { pageCookieIn, pageCookieNames } from './pageCookies';

/**
 * Whether the browser says a shopper is signed in: the login flag cookie that signing in sets beside the stored session
 * (local storage, which the server cannot read) and signing out removes. Without it the shopper is a guest for sure; with
 * it the page still checks the stored session in the browser.
 */
export function hasLoginFlag(request: Request): boolean {
  return pageCookieIn(request, pageCookieNames.loggedIn) !== undefined;
}
