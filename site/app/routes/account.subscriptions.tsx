import { useTranslation } from '@storefront/features/platform';
import { SubscriptionsWidget } from '@storefront/features/subscriptions/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.subscriptions';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.subscriptions') },
  { name: 'robots', content: 'noindex' },
];

export default function SubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.account.subscriptions')}</h1>
      <SubscriptionsWidget signInHref="/sign-in?next=/account/subscriptions" />
    </div>
  );
}
