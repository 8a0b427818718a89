import { LoyaltyWidget } from '@storefront/features/loyalty';
import { shellStyles } from '../shell';
import type { Route } from './+types/loyalty';

export const meta: Route.MetaFunction = () => [{ title: 'Club points and rewards · Storefront' }];

export default function LoyaltyPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Club points and rewards</h1>
      <LoyaltyWidget signInHref="/sign-in?next=/loyalty" />
    </div>
  );
}
