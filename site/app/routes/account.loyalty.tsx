import { useTranslation } from '@storefront/features/platform';
import {
  Articles,
  ContestEntry,
  LoyaltyQrCode,
  LoyaltyWidget,
  QrCodeEarning,
} from '@storefront/features/loyalty/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.loyalty';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.clubEarning') },
  { name: 'robots', content: 'noindex' },
];

/** Pack codes are scanned here: the one page whose document lets the shop ask for the camera (security.ts). */
export const handle = { camera: true };

/** Every loyalty widget in the account: points and rewards, the shopper's code, pack codes, articles, contest. */
export default function AccountLoyaltyPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.account.clubEarning')}</h1>
      <LoyaltyWidget signInHref="/sign-in?next=/account/loyalty" />
      <LoyaltyQrCode />
      <QrCodeEarning />
      <Articles />
      <ContestEntry />
    </div>
  );
}
