import Cookies from 'js-cookie';

/** Spec section 9: a cookie the shop sets lasts a year unless the caller says otherwise. */
export const COOKIE_DEFAULT_DAYS = 365;

export interface CookieOptions {
  days?: number;
}

const inBrowser = () => typeof document !== 'undefined';

/** The shop's cookies, through js-cookie. During server rendering there are none, and writes do nothing. */
export const cookies = {
  get(name: string): string | undefined {
    return inBrowser() ? Cookies.get(name) : undefined;
  },
  set(name: string, value: string, { days = COOKIE_DEFAULT_DAYS }: CookieOptions = {}): void {
    if (!inBrowser()) return;
    Cookies.set(name, value, {
      expires: days,
      path: '/',
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    });
  },
  remove(name: string): void {
    if (inBrowser()) Cookies.remove(name, { path: '/' });
  },
};
