import { data, useLoaderData } from 'react-router';
import { useTranslation } from '@storefront/features/platform';
import { StoreLocatorWidget } from '@storefront/features/store-locator/widgets';
import { pageTitle, pageWords, shellStyles } from '../shell';
import { cacheHeaders } from '../lib/security';
import { shopConfig } from '../lib/config.server';
import { readPreferences } from '../lib/preferences.server';
import { loaderHeadersOnward } from '../lib/serviceUnavailable';
import { clientAddressContext, storesPageOpening } from '../lib/storeLocation.server';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.page.stores') },
  { name: 'description', content: pageWords(matches)('shell.page.stores.description') },
];

/**
 * The locator opens around the shopper's approximate position when the market's consent rule allows the lookup, else
 * around the market's place, with the stores there already in the HTML.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { analyticsConsent } = await readPreferences(request);
  const { looked, ...opening } = await storesPageOpening(
    shopConfig(),
    context.get(clientAddressContext),
    analyticsConsent,
  );
  // A page placed by the shopper's address is theirs alone: no shared cache may hand it to another.
  return data(opening, { headers: looked ? cacheHeaders.privatePage : cacheHeaders.publicPage });
}

export const headers = loaderHeadersOnward;

export default function StoresPage() {
  const { t } = useTranslation();
  const { startNear, startAt, stores } = useLoaderData<typeof loader>();
  return (
    <div className={shellStyles.page}>
      <StoreLocatorWidget
        heading={t('shell.page.stores')}
        headingLevel={2}
        showPlot
        {...(startNear ? { startNear } : {})}
        {...(startAt ? { startAt } : {})}
        {...(stores ? { initialStores: stores } : {})}
      />
    </div>
  );
}
