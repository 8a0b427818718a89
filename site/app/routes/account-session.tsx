import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSessionCheck } from '@storefront/features/account';
import { AccountFrame } from '../account';
import { signInAfterExpiry } from '../sessionExpiry';

/**
 * Every account page sits in this layout, beside the account's navigation on desktop. Spec: session validation. A stored session the account service no longer
 * knows is cleared by the check (stored user and login cookie) and the shopper goes to sign in, then back here.
 */
export default function AccountSession() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onExpired = useCallback(
    () => void navigate(signInAfterExpiry(pathname + search), { replace: true }),
    [navigate, pathname, search],
  );
  useSessionCheck({ onExpired });
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
