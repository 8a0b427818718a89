import {
  Articles,
  ContestEntry,
  LoyaltyQrCode,
  LoyaltyWidget,
  QrCodeEarning,
} from '@storefront/features/loyalty/widgets';
import { privatePageMeta, TitledPage } from '../shell';
import type { Route } from './+types/account.loyalty';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, 'shell.account.clubEarning');

/** Pack codes are scanned here: the one page whose document lets the shop ask for the camera (security.ts). */
export const handle = { camera: true };

/** Every loyalty widget in the account: points and rewards, the shopper's code, pack codes, articles, contest. */
export default function AccountLoyaltyPage() {
  return (
    <TitledPage titleKey="shell.account.clubEarning">
      <LoyaltyWidget signInHref="/sign-in?next=/account/loyalty" />
      <LoyaltyQrCode />
      <QrCodeEarning />
      <Articles />
      <ContestEntry />
    </TitledPage>
  );
}
