import { Link as RouterLink, useNavigate } from 'react-router';
import { Link } from '@storefront/design-system';
import {
  AccountOverview,
  isPrivacyRequestForm,
  PrivacyRequestForm,
  privacyRequestFromForm,
} from '@storefront/features/account';
import { ConsentsWidget } from '@storefront/features/consents';
import { accountFormContext } from '../accountForms.server';
import { SendAgainNotice, sendAgainAction } from '../sendAgain';
import { shellStyles } from '../shell';
import type { Route } from './+types/account';
import { postedForm } from '../postedForm.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Your account · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The privacy request is in a guest's server HTML, so it can be sent before the page hydrates: it is sent from here.
 * The other forms on this page need the browser's session and only the hydrated page sends them.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request);
  return isPrivacyRequestForm(form)
    ? { privacyRequest: await privacyRequestFromForm(form, accountFormContext()) }
    : sendAgainAction();
}

export default function AccountPage({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>Your account</h1>
      <SendAgainNotice actionData={actionData && 'sendAgain' in actionData ? actionData : undefined} />
      <AccountOverview signInHref="/sign-in?next=/account" onSignedOut={() => navigate('/')} />
      <ConsentsWidget signInHref="/sign-in?next=/account" />
      <nav aria-label="Account">
        <ul>
          <li>
            <Link asChild>
              <RouterLink to="/account/orders">Your orders</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/profile">Your details</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/addresses">Your addresses</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/devices">Your devices</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/loyalty">Your club: articles, codes and contest</RouterLink>
              <RouterLink to="/account/complaints">Your complaints</RouterLink>
              <RouterLink to="/account/subscriptions">Your subscriptions</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/loyalty">Club points and rewards</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/referrals">Invite friends</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/age-verification">Verify your age</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/newsletter">Your newsletter</RouterLink>
              <RouterLink to="/account/surveys">Surveys and quizzes</RouterLink>
            </Link>
          </li>
        </ul>
      </nav>
      <PrivacyRequestForm
        {...(actionData && 'privacyRequest' in actionData ? { posted: actionData.privacyRequest } : {})}
      />
    </div>
  );
}
