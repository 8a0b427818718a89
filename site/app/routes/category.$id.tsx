import { data, redirect } from 'react-router';
import { SWRConfig } from 'swr';
import {
  canonicalListingSearch,
  catalogFallback,
  categoryRequestFor,
  filterCodes,
  isListingParameter,
  LISTING_PAGE_SIZE,
  listingFromSearch,
  listingPartOf,
  listingSearch,
  type CatalogAggregation,
  type Listing,
} from '@storefront/features/catalog';
import { ProductList } from '@storefront/features/catalog/widgets';
import { catalogueCacheHeaders } from '../lib/caching/catalogueCache';
import { categoryInvitations, categoryNames as names } from '../lib/categories';
import { serverCommerce } from '../lib/caching/sharedReads.server';
import { catalogueConfigFor } from '../lib/language.server';
import { loaderHeadersOnward, serviceUnavailable } from '../lib/serviceUnavailable';
import {
  breadcrumbJsonLd,
  categoryPath,
  languagesOf,
  pageMeta,
  originOf,
  structuredDataHandle,
} from '../seo';
import { categoryName, pageWords, shellStyles } from '../shell';
import { useTranslation } from '@storefront/features/platform';
import { Link } from '@storefront/design-system';
import type { Route } from './+types/category.$id';
import { safeReturnPath } from '../lib/returnPath';

/** Every filter value the URL asks for is one the catalogue offers for this category. */
const offered = (listing: Listing, aggregations: CatalogAggregation[]) =>
  filterCodes.every((code) =>
    (listing.filters[code] ?? []).every((value) =>
      aggregations
        .find((aggregation) => aggregation.attribute_code === code)
        ?.options?.some((option) => option?.value === value),
    ),
  );

/**
 * The category's products, sorted and filtered as the URL's query says, are in the first HTML: fetched here and handed
 * to the widget's cache. A query that writes the sort and filters another way than their one form (the no-JavaScript
 * form sends the default sort, values in any order) is redirected to it, so each choice has one URL and one cached
 * copy. The page is public for anonymous shoppers (catalogueCache.ts), unless it filters by a value the catalogue does
 * not offer; a 503 or 404 never is.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // A category the shop does not have is a real 404, so a dead link shows up as one.
  if (!Object.hasOwn(names, params.id)) throw data(null, { status: 404, statusText: 'Not Found' });
  const url = new URL(request.url);
  const listing = listingFromSearch(url.searchParams);
  const canonical = listingSearch(listing);
  if (listingPartOf(url.searchParams) !== canonical) {
    const others = [...url.searchParams].filter(([key]) => !isListingParameter(key));
    const search = new URLSearchParams([...new URLSearchParams(canonical), ...others]).toString();
    // The path is the request's own: `//category/...` would send the shopper to another host, so it is judged too.
    throw redirect(safeReturnPath(`${url.pathname}${search ? `?${search}` : ''}`, `/category/${params.id}`));
  }
  // In the shopper's store view and language: a free trial's shop lists and prices its own catalogue
  // (storeView.server.ts), a German page reads the German store view's names and descriptions.
  const config = await catalogueConfigFor(request);
  let catalog: Awaited<ReturnType<typeof catalogFallback>>;
  try {
    catalog = await catalogFallback(serverCommerce(config), categoryRequestFor(params.id, listing));
  } catch {
    return serviceUnavailable({ fallback: {}, failedOnServer: true, listing });
  }
  // A page past the last is no page of the category: a 404, as a dead link should be.
  if (listing.page > Math.max(1, Math.ceil(catalog.totalCount / LISTING_PAGE_SIZE)))
    throw data(null, { status: 404, statusText: 'Not Found' });
  const aggregations = (catalog.aggregations ?? []).filter((entry) => entry !== null);
  return data(
    { fallback: catalog.fallback, failedOnServer: false, listing },
    { headers: catalogueCacheHeaders(request, { shareable: offered(listing, aggregations) }) },
  );
}

export const headers = loaderHeadersOnward;

export const meta: Route.MetaFunction = ({ params, location, matches, loaderData }) => {
  const words = pageWords(matches);
  const name = categoryName(words, params.id) ?? words('shell.page.products');
  return pageMeta(
    originOf(matches),
    location.pathname,
    {
      title: words('shell.title', { page: name }),
      description: words('shell.page.category.description', { name }),
      ownSearch: loaderData ? canonicalListingSearch(loaderData.listing) : undefined,
    },
    languagesOf(matches),
  );
};

export const handle = structuredDataHandle(({ params, origin }) => {
  const name = params['id'] && names[params['id']];
  return name ? [breadcrumbJsonLd(origin, [{ name, path: categoryPath(params['id']!) }])] : [];
});

export default function CategoryPage({ params, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const name = categoryName(t, params.id);
  const invitations = Object.hasOwn(categoryInvitations, params.id) ? categoryInvitations[params.id] : [];
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <div className={shellStyles.page}>
        <h1>{name ?? t('shell.page.products')}</h1>
        {invitations?.map((invitation) => (
          <p key={invitation.href}>
            <Link href={invitation.href}>{t(invitation.words)}</Link>
          </p>
        ))}
        <ProductList
          categoryId={params.id}
          listName={names[params.id] ?? params.id}
          label={name ?? t('shell.page.products')}
          listing={loaderData.listing}
          path={categoryPath(params.id)}
          productHref={(product) => `/products/${encodeURIComponent(product.sku)}`}
          failedOnServer={loaderData.failedOnServer}
        />
      </div>
    </SWRConfig>
  );
}
