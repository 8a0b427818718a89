import { DevicesWidget, PackCodeForm } from '@storefront/features/devices';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.devices';

export const meta: Route.MetaFunction = () => [
  { title: 'Your devices · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function DevicesPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your devices</h1>
      <DevicesWidget signInHref="/sign-in?next=/account/devices" />
      <PackCodeForm />
    </div>
  );
}
