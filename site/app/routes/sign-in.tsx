import { useNavigate, useSearchParams } from 'react-router';
import { SignInForm, signInFromForm } from '@storefront/features/account';
import { useTranslation } from '@storefront/features/platform';
import { accountFormContext } from '../accountForms.server';
import { safeReturnPath } from '../returnPath';
import { isAfterExpiry } from '../sessionExpiry';
import { shellStyles } from '../shell';
import type { Route } from './+types/sign-in';
import { postedForm } from '../postedForm.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/** The form sent before the page hydrated: signed in here, the session is stored by the page once it runs. */
export async function action({ request }: Route.ActionArgs) {
  return signInFromForm(await postedForm(request), accountFormContext());
}

export default function SignInPage({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>Sign in</h1>
      {isAfterExpiry(params) && (
        <p role="alert" className={shellStyles.alert}>
          {t('account.sessionExpired.signInAgain')}
        </p>
      )}
      <p>Demo accounts: ada@example.com or new@example.com, password Sandbox!2026.</p>
      <SignInForm
        {...(actionData ? { posted: actionData } : {})}
        onSignedIn={() => navigate(safeReturnPath(params.get('next'), '/account'))}
      />
      <p>
        <a href="/password-reset">Forgotten your password?</a> · <a href="/register">Create an account</a>
      </p>
    </div>
  );
}
