import { Link as RouterLink, useNavigate } from 'react-router';
import { Link } from '@storefront/design-system';
import { AccountOverview, PrivacyRequestForm } from '@storefront/features/account';
import { ConsentsWidget } from '@storefront/features/consents';
import { shellStyles } from '../shell';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: 'Your account · Storefront' }, { name: 'robots', content: 'noindex' }];

export default function AccountPage() {
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>Your account</h1>
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
              <RouterLink to="/loyalty">Club points and rewards</RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/account/age-verification">Verify your age</RouterLink>
            </Link>
          </li>
        </ul>
      </nav>
      <PrivacyRequestForm />
    </div>
  );
}
