import { useTranslation } from '@storefront/features/platform';
import { useNavigate } from 'react-router';
import { isPrivacyRequestForm, privacyRequestFromForm } from '@storefront/features/account';
import { AccountClosing, AccountOverview, PrivacyRequest } from '@storefront/features/account/widgets';
import { ConsentsWidget } from '@storefront/features/consents/widgets';
import { AccountCards } from '../account';
import { accountFormContext } from '../lib/accountForms.server';
import { SendAgainNotice, sendAgainAction } from '../lib/sendAgain';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/account';
import { postedForm } from '../lib/postedForm.server';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.account');

/**
 * The privacy request is in a guest's server HTML, so it can be sent before the page hydrates: it is sent from here.
 * The other forms on this page need the browser's session and only the hydrated page sends them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  return isPrivacyRequestForm(form)
    ? { privacyRequest: await privacyRequestFromForm(form, await accountFormContext(request, context)) }
    : sendAgainAction();
}

export default function AccountPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.account')}</h1>
      <SendAgainNotice actionData={actionData && 'sendAgain' in actionData ? actionData : undefined} />
      <div className={shellStyles.sections}>
        <AccountOverview signInHref="/sign-in?next=/account" />
        <AccountCards />
        <ConsentsWidget signInHref="/sign-in?next=/account" />
        <PrivacyRequest
          {...(actionData && 'privacyRequest' in actionData ? { posted: actionData.privacyRequest } : {})}
        />
        {/* Leaving comes last: what the shopper came for leads. */}
        <AccountClosing onSignedOut={() => navigate('/')} onAccountClosed={() => navigate('/')} />
      </div>
    </div>
  );
}
