import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { signInFromForm, signInValuesOf } from '@storefront/features/account';
import { SignInForm } from '@storefront/features/account/widgets';
import { useTranslation } from '@storefront/features/platform';
import { accountFormContext } from '../lib/accountForms.server';
import { onwardOnceSignedIn, safeReturnPath } from '../lib/returnPath';
import { isAfterExpiry, signInReasonOf } from '../lib/signInFirst';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/sign-in';
import { postedForm } from '../lib/postedForm.server';
import { actionHeadersOnward } from '../lib/serviceUnavailable';
import { throttledSignIn } from '../lib/throttle.server';

export const headers = actionHeadersOnward;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.signIn');

/** The form sent before the page hydrated: signed in here, the session is stored by the page once it runs. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  return throttledSignIn({ request, context }, signInValuesOf(form), async () =>
    signInFromForm(form, await accountFormContext(request, context)),
  );
}

export default function SignInPage({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  // The router's address, which is the page's in the browser and the test's memory router elsewhere.
  const page = useLocation();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const reason = signInReasonOf(safeReturnPath(params.get('next')));
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.signIn')}</h1>
      {isAfterExpiry(params) && (
        <p role="alert" className={shellStyles.alert}>
          {t('account.sessionExpired.signInAgain')}
        </p>
      )}
      {/* Why the shopper is here: the page they are going back to says what it needs signing in for. */}
      {reason ? <p className={shellStyles.lead}>{t(reason)}</p> : null}
      <p>{t('shell.page.signIn.demo')}</p>
      <SignInForm
        {...(actionData ? { posted: actionData } : {})}
        onSignedIn={({ cartMessages }) => navigate(...onwardOnceSignedIn(page, cartMessages))}
      />
      <p>
        <a href="/password-reset">{t('shell.page.forgotten')}</a> ·{' '}
        <a href="/register">{t('shell.page.register')}</a>
      </p>
    </div>
  );
}
