import { useEffect, useRef } from 'react';
import { useSignIn, type SignInResult } from '../signInHooks';
import type { AccountSession } from '../types';

/**
 * A sign-in the route's action completed before the page hydrated: once the page runs, the session is stored and the
 * guest cart merged exactly as after a sign-in in the browser, then the route takes the shopper on.
 */
export function PostedSignIn({
  session,
  onSignedIn,
  children,
}: {
  session: AccountSession;
  onSignedIn?: ((result: SignInResult) => void) | undefined;
  children: React.ReactNode;
}) {
  const { complete } = useSignIn(onSignedIn ? { onSignedIn } : {});
  // Once per session, even when development mode runs effects twice.
  const completed = useRef<AccountSession | undefined>(undefined);
  useEffect(() => {
    if (completed.current === session) return;
    completed.current = session;
    void complete(session);
  }, [complete, session]);
  return <p role="status">{children}</p>;
}
