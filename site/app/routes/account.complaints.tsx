import { ComplaintsSummary } from '@storefront/features/account/widgets';
import { useTranslation } from '@storefront/features/platform';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.complaints';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.complaints') },
  { name: 'robots', content: 'noindex' },
];

export default function ComplaintsPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.account.complaints')}</h1>
      <ComplaintsSummary />
    </div>
  );
}
