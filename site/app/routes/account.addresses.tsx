import { AddressBook } from '@storefront/features/account/widgets';
import { SendAgainNotice, sendAgainAction } from '../lib/sendAgain';
import { privatePageMeta, TitledPage } from '../shell';
import type { Route } from './+types/account.addresses';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.addresses');

export const action = sendAgainAction;

export default function AddressesPage({ actionData }: Route.ComponentProps) {
  return (
    <TitledPage titleKey="shell.page.addresses">
      <SendAgainNotice actionData={actionData} />
      <AddressBook />
    </TitledPage>
  );
}
