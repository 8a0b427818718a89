import { useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '@storefront/features/account';
import { useTranslation } from '@storefront/features/platform';
import { safeReturnPath } from '../returnPath';
import { isAfterExpiry } from '../sessionExpiry';
import { shellStyles } from '../shell';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>Sign in</h1>
      {isAfterExpiry(params) && <p role="alert" className={shellStyles.alert}>{t('account.sessionExpired.signInAgain')}</p>}
      <p>Demo accounts: ada@example.com or new@example.com, password Sandbox!2026.</p>
      <SignInForm onSignedIn={() => navigate(safeReturnPath(params.get('next'), '/account'))} />
      <p>
        <a href="/password-reset">Forgotten your password?</a> · <a href="/register">Create an account</a>
      </p>
    </div>
  );
}
