import { SubscriptionsWidget } from '@storefront/features/subscriptions/widgets';
import { privatePageMeta, TitledPage } from '../shell';
import type { Route } from './+types/account.subscriptions';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, 'shell.account.subscriptions');

export default function SubscriptionsPage() {
  return (
    <TitledPage titleKey="shell.account.subscriptions">
      <SubscriptionsWidget signInHref="/sign-in?next=/account/subscriptions" />
    </TitledPage>
  );
}
