import { ReferralWidget } from '@storefront/features/referral';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.referrals';

export const meta: Route.MetaFunction = () => [
  { title: 'Invite friends · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function ReferralsPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Invite friends</h1>
      <ReferralWidget signInHref="/sign-in?next=/account/referrals" />
    </div>
  );
}
