import { useSearchParams } from 'react-router';
import { PasswordResetForm } from '@storefront/features/account';
import { shellStyles } from '../shell';
import type { Route } from './+types/password-reset';

export const meta: Route.MetaFunction = () => [{ title: 'Reset your password · Storefront' }, { name: 'robots', content: 'noindex' }];

/** The e-mailed link carries ?token=...; without it the page asks where to send the link. */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className={shellStyles.page}>
      <h1>Reset your password</h1>
      <PasswordResetForm signInHref="/sign-in" {...(token ? { token } : {})} />
    </div>
  );
}
