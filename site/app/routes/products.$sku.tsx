import { data } from 'react-router';
import { SWRConfig } from 'swr';
import { catalogFallback, ProductDetail, productRequestFor } from '@storefront/features/catalog';
import { shopConfig } from '../config.server';
import { loaderHeadersOnward, serviceUnavailable } from '../serviceUnavailable';
import { shellStyles } from '../shell';
import type { Route } from './+types/products.$sku';

/**
 * The product is in the first HTML: fetched here and handed to the widget's cache. A SKU the catalogue does not have
 * is a real 404, so a dead product link shows up as one (to the shopper, to crawlers and to the link checks).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const config = shopConfig();
  let catalog: Awaited<ReturnType<typeof catalogFallback>>;
  try {
    catalog = await catalogFallback(config, productRequestFor(params.sku));
  } catch {
    return serviceUnavailable({ fallback: {}, failedOnServer: true });
  }
  if (catalog.totalCount === 0) throw data(null, { status: 404 });
  return { fallback: catalog.fallback, failedOnServer: false };
}

export const headers = loaderHeadersOnward;

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.sku} · Storefront` }];

export default function ProductPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <div className={shellStyles.page}>
        {/* The loader already waited the full timeout: the shopper reads that at once, not after a second wait. */}
        <ProductDetail sku={params.sku} failedOnServer={loaderData.failedOnServer} />
      </div>
    </SWRConfig>
  );
}
