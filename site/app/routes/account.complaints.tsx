import { ComplaintsSummary } from '@storefront/features/account/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.complaints';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.complaints') },
  { name: 'robots', content: 'noindex' },
];

export default function ComplaintsPage() {
  return (
    <div className={shellStyles.page}>
      <ComplaintsSummary />
    </div>
  );
}
