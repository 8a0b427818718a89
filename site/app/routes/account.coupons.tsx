import { CouponWallet } from '@storefront/features/coupons/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.coupons';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.coupons') },
  { name: 'robots', content: 'noindex' },
];

export default function CouponsPage() {
  return (
    <div className={shellStyles.page}>
      <CouponWallet />
    </div>
  );
}
