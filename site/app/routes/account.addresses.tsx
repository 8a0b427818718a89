import { AddressBook } from '@storefront/features/account';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.addresses';

export const meta: Route.MetaFunction = () => [{ title: 'Your addresses · Storefront' }, { name: 'robots', content: 'noindex' }];

export default function AddressesPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your addresses</h1>
      <AddressBook />
    </div>
  );
}
