import { DevicesWidget, PackCodeForm } from '@storefront/features/devices/widgets';
import { privatePageMeta, TitledPage } from '../shell';
import type { Route } from './+types/account.devices';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.devices');

export default function DevicesPage() {
  return (
    <TitledPage titleKey="shell.page.devices">
      <DevicesWidget signInHref="/sign-in?next=/account/devices" />
      <PackCodeForm />
    </TitledPage>
  );
}
