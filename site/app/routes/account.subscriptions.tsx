import { SubscriptionsWidget } from '@storefront/features/subscriptions';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.subscriptions';

export const meta: Route.MetaFunction = () => [
  { title: 'Your subscriptions · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function SubscriptionsPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your subscriptions</h1>
      <SubscriptionsWidget signInHref="/sign-in?next=/account/subscriptions" />
    </div>
  );
}
