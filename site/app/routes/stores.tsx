import { StoreLocatorWidget } from '@storefront/features/store-locator';
import { shellStyles } from '../shell';
import { cacheHeaders } from '../security';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = () => [
  { title: 'Find a store · Storefront' },
  { name: 'description', content: 'Shops near you with devices, flavours and service.' },
];

export const headers: Route.HeadersFunction = () => cacheHeaders.publicPage;

export default function StoresPage() {
  return (
    <div className={shellStyles.page}>
      <StoreLocatorWidget heading="Find a store" headingLevel={2} showPlot />
    </div>
  );
}
