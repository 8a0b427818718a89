import { data } from 'react-router';
import { SWRConfig } from 'swr';
import {
  catalogFallback,
  plainText,
  ProductDetail,
  productRequestFor,
  toProductView,
} from '@storefront/features/catalog';
import { catalogueCacheHeaders } from '../catalogueCache';
import { categoryNames } from '../categories';
import { shopConfig } from '../config.server';
import { loaderHeadersOnward, serviceUnavailable } from '../serviceUnavailable';
import {
  breadcrumbJsonLd,
  categoryPath,
  languagesOf,
  originOf,
  pageMeta,
  productInFallback,
  productJsonLd,
  productPath,
  structuredDataHandle,
} from '../seo';
import { shellStyles } from '../shell';
import type { Route } from './+types/products.$sku';

/**
 * The product is in the first HTML: fetched here and handed to the widget's cache. A SKU the catalogue does not have
 * is a real 404, so a dead product link shows up as one (to the shopper, to crawlers and to the link checks). The page
 * is public for anonymous shoppers (catalogueCache.ts); a 503 or 404 never is.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const config = shopConfig();
  let catalog: Awaited<ReturnType<typeof catalogFallback>>;
  try {
    catalog = await catalogFallback(config, productRequestFor(params.sku));
  } catch {
    return serviceUnavailable({ fallback: {}, failedOnServer: true });
  }
  if (catalog.totalCount === 0) throw data(null, { status: 404 });
  return data(
    { fallback: catalog.fallback, failedOnServer: false },
    { headers: catalogueCacheHeaders(request) },
  );
}

export const headers = loaderHeadersOnward;

export const meta: Route.MetaFunction = ({ params, loaderData, location, matches }) => {
  const essentials = productInFallback(loaderData?.fallback);
  if (!essentials) return [{ title: `${params.sku} · Storefront` }];
  const product = toProductView(essentials);
  return pageMeta(
    originOf(matches),
    location.pathname,
    {
      title: `${product.name} · Storefront`,
      description: plainText(product.description) || undefined,
      image: product.image?.url,
      price: { amount: product.currentPrice, currency: product.currency },
    },
    languagesOf(matches),
  );
};

/** The product with its offer, and the trail through the first of its categories the shop has a page for. */
export const handle = structuredDataHandle<{ fallback: Record<string, unknown> }>(
  ({ loaderData, origin }) => {
    const essentials = productInFallback(loaderData.fallback);
    if (!essentials) return [];
    const product = toProductView(essentials);
    const category = essentials.categories?.find(
      (candidate) => candidate?.url_key && Object.hasOwn(categoryNames, candidate.url_key),
    );
    const trail = [
      ...(category?.url_key
        ? [{ name: categoryNames[category.url_key]!, path: categoryPath(category.url_key) }]
        : []),
      { name: product.name, path: productPath(product.sku) },
    ];
    return [productJsonLd(origin, product), breadcrumbJsonLd(origin, trail)];
  },
);

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
