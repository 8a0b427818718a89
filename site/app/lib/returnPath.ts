import { isShopperFailure, type ShopperFailure } from '@storefront/features/platform';

/**
 * Stands for the shop's origin while a path is resolved: only whether the path stays on its origin matters, so any
 * origin does, and the browser (sign-in's `next`) and the server (a preference's `returnTo`) judge alike.
 */
const shop = 'http://shop.invalid';

/** `//host` and `/\host` are protocol-relative; decoded once, `/%2F%2Fhost` is too, and a control character never belongs. */
const offSite = /^\/[/\\]|\p{Cc}/u;

const decodedOnce = (path: string): string | undefined => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

/**
 * Only paths on this site are followed after a form (sign-in's `next`, a preference's `returnTo`, the trial's
 * destination), never another origin. The value is resolved with the URL parser as a browser resolves a Location:
 * tabs and newlines dropped, `\` read as `/`, `.` segments removed, so `/.//evil.example` and `/%09/evil.example`
 * show where they really lead. It is kept, in that normalised form, only when it stays on the shop's origin and
 * neither it nor its decoded path starts like a protocol-relative URL.
 */
export function safeReturnPath(value: FormDataEntryValue | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || !URL.canParse(value, shop)) return fallback;
  const url = new URL(value, shop);
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decoded = decodedOnce(url.pathname);
  if (url.origin !== shop || decoded === undefined || offSite.test(path) || offSite.test(decoded))
    return fallback;
  return path;
}

/** The pages a shopper signs in on, which forward them elsewhere once they have (`pathOnceSignedIn`). */
export const isSignInPage = (pathname: string): boolean =>
  pathname === '/sign-in' || pathname === '/register';

/**
 * Where a page leads a shopper who has just signed in: the sign-in page to its `next` (else the account), the
 * registration page to the account, any other page stays put. Anything that moves the shopper at that moment (the
 * account's preferred language) goes there too, not back to the sign-in form.
 */
export function pathOnceSignedIn(page: { pathname: string; search: string; hash: string }): string {
  if (page.pathname === '/sign-in')
    return safeReturnPath(new URLSearchParams(page.search).get('next'), '/account');
  if (page.pathname === '/register') return '/account';
  return page.pathname + page.search + page.hash;
}

/** What the cart page is handed when a shopper arrives from signing in: what happened to the cart that moved. */
export interface ArrivedFromSignIn {
  cartNotices: ShopperFailure[];
}

/**
 * Where the sign-in and registration pages send a shopper once signed in: on to `pathOnceSignedIn`, unless the guest
 * cart changed as it moved into the account (a quantity cut to the stock or the cartons limit, or a cart that could not
 * move yet). Then the cart comes first, saying what changed, so the shopper never finds out at checkout.
 */
export function onwardOnceSignedIn(
  page: { pathname: string; search: string; hash: string },
  cartNotices: readonly ShopperFailure[],
): [string, { state: ArrivedFromSignIn }?] {
  if (cartNotices.length === 0) return [pathOnceSignedIn(page)];
  return ['/cart', { state: { cartNotices: [...cartNotices] } }];
}

/** The cart notices a page was handed by sign-in (its history entry's state), or none. */
export function cartNoticesOnArrival(state: unknown): ShopperFailure[] {
  if (!state || typeof state !== 'object' || !('cartNotices' in state)) return [];
  const { cartNotices } = state as { cartNotices: unknown };
  return Array.isArray(cartNotices) ? cartNotices.filter(isShopperFailure) : [];
}
