import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { SWRConfig } from 'swr';
import {
  breadcrumbTrail,
  catalogFallback,
  linkedProductsFallback,
  productRequestFor,
  toProductView,
  type ProductEssentials,
} from '@storefront/features/catalog';
import { Breadcrumbs, ProductDetail, RelatedProducts } from '@storefront/features/catalog/widgets';
import { plainText } from '@storefront/design-system';
import { catalogueCacheHeaders } from '../lib/caching/catalogueCache';
import { categoryNames } from '../lib/categories';
import { serverCommerce } from '../lib/caching/sharedReads.server';
import { catalogueConfigFor } from '../lib/language.server';
import { loaderHeadersOnward, serviceUnavailable } from '../lib/serviceUnavailable';
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
import { categoryNamesIn, shellStyles } from '../shell';
import { useTranslation } from '@storefront/features/platform';
import type { Route } from './+types/products.$sku';

/** The address's parameter naming the chosen colour (a variant's SKU): server-rendered and shareable. */
const COLOUR_PARAMETER = 'colour';

/**
 * The product is in the first HTML: fetched here and handed to the widget's cache. A SKU the catalogue does not have
 * is a real 404, so a dead product link shows up as one (to the shopper, to crawlers and to the link checks). The page
 * is public for anonymous shoppers (catalogueCache.ts); a 503 or 404 never is. Its related products are asked for at
 * the same time; the page does without them when they cannot be had.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // In the shopper's store view and language: a free trial's shop lists and prices its own catalogue
  // (storeView.server.ts), a German page reads the German store view's names and descriptions.
  const commerce = serverCommerce(await catalogueConfigFor(request));
  const linked = linkedProductsFallback(commerce, params.sku);
  let catalog: Awaited<ReturnType<typeof catalogFallback>>;
  try {
    catalog = await catalogFallback(commerce, productRequestFor(params.sku));
  } catch {
    await linked;
    return serviceUnavailable({ fallback: {}, failedOnServer: true, description: '' });
  }
  if (catalog.totalCount === 0) throw data(null, { status: 404 });
  const essentials = productInFallback(catalog.fallback);
  const colour = new URL(request.url).searchParams.get(COLOUR_PARAMETER);
  // A colour the product does not have still shows the product, but is never kept: junk values cannot fill the cache.
  const shareable =
    colour === null ||
    Boolean(essentials && toProductView(essentials).colors.some((choice) => choice.variantSku === colour));
  return data(
    {
      fallback: { ...catalog.fallback, ...(await linked) },
      failedOnServer: false,
      // The description in plain words for meta and structured data, made here: the browser never needs DOMPurify.
      description: essentials ? plainText(toProductView(essentials).description) : '',
    },
    { headers: catalogueCacheHeaders(request, { shareable }) },
  );
}

/** The product page's one trail (the visible breadcrumb and BreadcrumbList both read it). */
const trailOf = (product: ProductEssentials, names: Record<string, string> = categoryNames) =>
  breadcrumbTrail(product, { categoryNames: names, category: categoryPath, product: productPath });

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
      description: loaderData?.description || undefined,
      image: product.image?.url,
      price: { amount: product.currentPrice, currency: product.currency },
    },
    languagesOf(matches),
  );
};

/** The product with its offer, and the trail through the first of its categories the shop has a page for. */
export const handle = structuredDataHandle<{ fallback: Record<string, unknown>; description?: string }>(
  ({ loaderData, origin }) => {
    const essentials = productInFallback(loaderData.fallback);
    if (!essentials) return [];
    const product = toProductView(essentials);
    return [
      productJsonLd(origin, product, loaderData.description ?? ''),
      breadcrumbJsonLd(origin, trailOf(essentials)),
    ];
  },
);

/** Choosing a colour changes only the address's colour: the product the page holds already has every colour. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutColour = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(COLOUR_PARAMETER);
    return `${url.pathname}?${search.toString()}`;
  };
  return withoutColour(currentUrl) === withoutColour(nextUrl) ? false : defaultShouldRevalidate;
}

export default function ProductPage({ params, loaderData }: Route.ComponentProps) {
  const essentials = productInFallback(loaderData.fallback);
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const chooseVariant = (variantSku: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(COLOUR_PARAMETER, variantSku);
        return next;
      },
      // One history entry per product, not per colour tried; the page stays where the shopper is.
      { replace: true, preventScrollReset: true },
    );
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <div className={shellStyles.page}>
        {essentials ? <Breadcrumbs trail={trailOf(essentials, categoryNamesIn(t))} /> : null}
        {/* The loader already waited the full timeout: the shopper reads that at once, not after a second wait. */}
        <ProductDetail
          sku={params.sku}
          failedOnServer={loaderData.failedOnServer}
          variantSku={search.get(COLOUR_PARAMETER) ?? undefined}
          onChooseVariant={chooseVariant}
        />
        {loaderData.failedOnServer ? null : (
          <RelatedProducts sku={params.sku} productHref={(product) => productPath(product.sku)} />
        )}
      </div>
    </SWRConfig>
  );
}
