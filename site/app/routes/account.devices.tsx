import { useTranslation } from '@storefront/features/platform';
import { DevicesWidget, PackCodeForm } from '@storefront/features/devices/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.devices';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.page.devices') },
  { name: 'robots', content: 'noindex' },
];

export default function DevicesPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.devices')}</h1>
      <DevicesWidget signInHref="/sign-in?next=/account/devices" />
      <PackCodeForm />
    </div>
  );
}
