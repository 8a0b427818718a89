import { useTranslation } from '@storefront/features/platform';
import { LoyaltyWidget } from '@storefront/features/loyalty/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/loyalty';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.page.loyalty') },
];

export default function LoyaltyPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.loyalty')}</h1>
      <LoyaltyWidget signInHref="/sign-in?next=/loyalty" />
    </div>
  );
}
