import { useTranslation } from '@storefront/features/platform';
import { AddressBook } from '@storefront/features/account/widgets';
import { SendAgainNotice, sendAgainAction } from '../lib/sendAgain';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.addresses';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.page.addresses') },
  { name: 'robots', content: 'noindex' },
];

export const action = sendAgainAction;

export default function AddressesPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.addresses')}</h1>
      <SendAgainNotice actionData={actionData} />
      <AddressBook />
    </div>
  );
}
