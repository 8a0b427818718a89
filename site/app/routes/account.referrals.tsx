import { ReferralWidget } from '@storefront/features/referral/widgets';
import { privatePageMeta, TitledPage } from '../shell';
import type { Route } from './+types/account.referrals';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.account.referrals');

export default function ReferralsPage() {
  return (
    <TitledPage titleKey="shell.account.referrals">
      <ReferralWidget signInHref="/sign-in?next=/account/referrals" />
    </TitledPage>
  );
}
