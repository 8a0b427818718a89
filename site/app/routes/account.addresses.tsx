import { AddressBook } from '@storefront/features/account';
import { SendAgainNotice, sendAgainAction } from '../sendAgain';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.addresses';

export const meta: Route.MetaFunction = () => [
  { title: 'Your addresses · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export const action = sendAgainAction;

export default function AddressesPage({ actionData }: Route.ComponentProps) {
  return (
    <div className={shellStyles.page}>
      <h1>Your addresses</h1>
      <SendAgainNotice actionData={actionData} />
      <AddressBook />
    </div>
  );
}
