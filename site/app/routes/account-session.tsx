import { useCallback, useEffect, useRef } from 'react';
import { Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { useSessionCheck } from '@storefront/features/account';
import { clearStoredUser, getStoredUser } from '@storefront/features/platform';
import { AccountFrame } from '../account';
import { languageChosenByLink } from '../lib/language.server';
import { hasLoginFlag } from '../lib/loginFlag';
import { signInAfterExpiry, signInFirst } from '../lib/signInFirst';
import type { Route } from './+types/account-session';

/**
 * A guest (no login flag) is sent to sign in before any account page renders, then brought back: the server knows,
 * so the page they get is the sign-in page, never an account page of "sign in" notes and backend errors.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  if (hasLoginFlag(request)) return null;
  // A redirect carries no other loader's cookie: a language a link chose (`?lang=de`) is kept here, so sign-in is in it.
  const keepLanguage = await languageChosenByLink(request);
  // `url`, not the request's: a client navigation asks for `/account.data`, and the shopper comes back to `/account`.
  throw redirect(
    signInFirst(url.pathname + url.search),
    keepLanguage ? { headers: { 'Set-Cookie': keepLanguage } } : undefined,
  );
}

/**
 * Every account page sits in this layout, beside the account's navigation on desktop. Spec: session validation. A stored session the account service no longer
 * knows is cleared by the check (stored user and login cookie) and the shopper goes to sign in, then back here. A
 * browser with the login flag but no stored session (local storage cleared) goes the same way as the page opens and
 * can read local storage.
 */
export default function AccountSession() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onExpired = useCallback(
    () => void navigate(signInAfterExpiry(pathname + search), { replace: true }),
    [navigate, pathname, search],
  );
  useSessionCheck({ onExpired });
  // Asked of local storage once as each page opens, never again on that page (signing out here leads home). A flag
  // without a stored session is a session gone: it ends like an expired one (flag cleared, the same sign-in address),
  // so this and the session check lead to one place whichever runs first.
  const openedPage = useRef<string | undefined>(undefined);
  useEffect(() => {
    const page = pathname + search;
    if (openedPage.current === page) return;
    openedPage.current = page;
    if (getStoredUser() !== null) return;
    clearStoredUser();
    void navigate(signInAfterExpiry(page), { replace: true });
  }, [navigate, pathname, search]);
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
