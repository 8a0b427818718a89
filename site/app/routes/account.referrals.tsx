import { useTranslation } from '@storefront/features/platform';
import { ReferralWidget } from '@storefront/features/referral/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.referrals';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.referrals') },
  { name: 'robots', content: 'noindex' },
];

export default function ReferralsPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.account.referrals')}</h1>
      <ReferralWidget signInHref="/sign-in?next=/account/referrals" />
    </div>
  );
}
