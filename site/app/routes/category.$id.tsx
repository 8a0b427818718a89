import { data } from 'react-router';
import { SWRConfig } from 'swr';
import { catalogFallback, categoryRequestFor, ProductList } from '@storefront/features/catalog';
import { catalogueCacheHeaders } from '../catalogueCache';
import { categoryNames as names } from '../categories';
import { shopConfig } from '../config.server';
import { loaderHeadersOnward, serviceUnavailable } from '../serviceUnavailable';
import {
  breadcrumbJsonLd,
  categoryPath,
  languagesOf,
  pageMeta,
  originOf,
  structuredDataHandle,
} from '../seo';
import { shellStyles } from '../shell';
import type { Route } from './+types/category.$id';

/**
 * The category's products are in the first HTML: fetched here and handed to the widget's cache. The page is public
 * for anonymous shoppers (catalogueCache.ts); a 503 or 404 never is.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // A category the shop does not have is a real 404, so a dead link shows up as one.
  if (!Object.hasOwn(names, params.id)) throw data(null, { status: 404, statusText: 'Not Found' });
  const config = shopConfig();
  let fallback: Record<string, unknown>;
  try {
    fallback = (await catalogFallback(config, categoryRequestFor(params.id))).fallback;
  } catch {
    return serviceUnavailable({ fallback: {}, failedOnServer: true });
  }
  return data({ fallback, failedOnServer: false }, { headers: catalogueCacheHeaders(request) });
}

export const headers = loaderHeadersOnward;

export const meta: Route.MetaFunction = ({ params, location, matches }) => {
  const name = names[params.id] ?? 'Products';
  return pageMeta(
    originOf(matches),
    location.pathname,
    {
      title: `${name} · Storefront`,
      description: `${name} at Storefront: prices, stock and delivery.`,
    },
    languagesOf(matches),
  );
};

export const handle = structuredDataHandle(({ params, origin }) => {
  const name = params['id'] && names[params['id']];
  return name ? [breadcrumbJsonLd(origin, [{ name, path: categoryPath(params['id']!) }])] : [];
});

export default function CategoryPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <div className={shellStyles.page}>
        <h1>{names[params.id] ?? 'Products'}</h1>
        <ProductList
          categoryId={params.id}
          listName={names[params.id] ?? params.id}
          productHref={(product) => `/products/${encodeURIComponent(product.sku)}`}
          failedOnServer={loaderData.failedOnServer}
        />
      </div>
    </SWRConfig>
  );
}
