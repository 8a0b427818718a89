import { ComplaintsSummary } from '@storefront/features/account';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.complaints';

export const meta: Route.MetaFunction = () => [
  { title: 'Your complaints · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function ComplaintsPage() {
  return (
    <div className={shellStyles.page}>
      <ComplaintsSummary />
    </div>
  );
}
