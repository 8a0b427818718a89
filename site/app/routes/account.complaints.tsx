import { ComplaintsSummary } from '@storefront/features/account/widgets';
import { privatePageMeta, TitledPage } from '../shell';
import type { Route } from './+types/account.complaints';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.account.complaints');

export default function ComplaintsPage() {
  return (
    <TitledPage titleKey="shell.account.complaints">
      <ComplaintsSummary />
    </TitledPage>
  );
}
