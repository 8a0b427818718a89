import { CouponWallet } from '@storefront/features/coupons/widgets';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/account.coupons';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.account.coupons');

export default function CouponsPage() {
  return (
    <div className={shellStyles.page}>
      <CouponWallet />
    </div>
  );
}
