import {
  Articles,
  ContestEntry,
  LoyaltyQrCode,
  LoyaltyWidget,
  QrCodeEarning,
} from '@storefront/features/loyalty';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.loyalty';

export const meta: Route.MetaFunction = () => [
  { title: 'Your club · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/** Every loyalty widget in the account: points and rewards, the shopper's code, pack codes, articles, contest. */
export default function AccountLoyaltyPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your club</h1>
      <LoyaltyWidget signInHref="/sign-in?next=/account/loyalty" />
      <LoyaltyQrCode />
      <QrCodeEarning />
      <Articles />
      <ContestEntry />
    </div>
  );
}
