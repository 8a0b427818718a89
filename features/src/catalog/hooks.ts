import { useState } from 'react';
import useSWR, { unstable_serialize } from 'swr';
import { useConfig } from '../platform';
import { useCommerceClient, type CommerceClient } from '../backends/commerce';
import {
  getLinkedProducts,
  getProductPageMapping,
  productPageLink,
  getProductPrice,
  getProducts,
  type ProductListRequest,
} from './api';
import { defaultListing, listingRequest, type Listing } from './listing';
import { toProductView, type ProductEssentials, type ProductView } from './types';

/** The product list a product page shows: the one product of the SKU. */
export const productRequestFor = (sku: string): ProductListRequest => ({
  filter: { sku: { eq: sku } },
  pageSize: 1,
});

/** The product list of a category page, sorted and filtered as its URL says. */
export const categoryRequestFor = (
  categoryId: string,
  listing: Listing = defaultListing,
): ProductListRequest => listingRequest(categoryId, listing);

// Keyed by store code, not view: a German answer never stands in for an English one.
const linkedKey = (storeCode: string, sku: string) => ['catalog:linked', storeCode, sku] as const;

const productsKey = (storeCode: string, request: ProductListRequest) =>
  ['catalog:products', storeCode, JSON.stringify(request)] as const;

/**
 * Server side: the products a page shows, as SWR fallback data, so the first HTML already holds them, and how many the
 * catalogue has (a product page for an unknown SKU is a 404). Prices are the guest's. The browser asks again once the
 * page is live (SWR revalidates fallback data on mount), so the prices and stock a shopper acts on are the backend's
 * current ones even on a page served from a cache, and a signed-in shopper's are their own.
 */
export async function catalogFallback(
  client: CommerceClient,
  request: ProductListRequest,
): Promise<{
  fallback: Record<string, unknown>;
  totalCount: number;
  aggregations: NonNullable<Awaited<ReturnType<typeof getProducts>>>['aggregations'];
}> {
  const products = await getProducts(client, request);
  return {
    fallback: { [unstable_serialize(productsKey(client.storeCode, request))]: products },
    totalCount: products?.total_count ?? 0,
    aggregations: products?.aggregations ?? [],
  };
}

/**
 * Server side: a product page's related products and cross-sells as SWR fallback data. They are extras: when the
 * catalogue cannot give them the page is served without them (the browser asks again).
 */
export async function linkedProductsFallback(
  client: CommerceClient,
  sku: string,
): Promise<Record<string, unknown>> {
  try {
    return { [unstable_serialize(linkedKey(client.storeCode, sku))]: await getLinkedProducts(client, sku) };
  } catch {
    return {};
  }
}

/** The products the catalogue links to a product (related first, then cross-sells), as the shop shows them. */
export function useLinkedProducts(sku: string) {
  const client = useCommerceClient();
  const result = useSWR(linkedKey(client.storeCode, sku), () => getLinkedProducts(client, sku));
  return { products: (result.data ?? []).map(toProductView), error: result.error as unknown };
}

export interface ProductsOptions {
  /** The page's loader could not fetch the products: show that at once instead of asking again unprompted. */
  failedOnServer?: boolean;
}

export function useProducts(request: ProductListRequest, { failedOnServer = false }: ProductsOptions = {}) {
  const client = useCommerceClient();
  // Asking again by itself would keep the shopper waiting a second full timeout before they read anything.
  const [retried, setRetried] = useState(false);
  const held = failedOnServer && !retried;
  const result = useSWR(held ? null : productsKey(client.storeCode, request), () =>
    getProducts(client, request),
  );
  const items = (result.data?.items ?? []).filter((item): item is ProductEssentials => item !== null);
  return {
    products: items.map(toProductView),
    essentials: items,
    totalCount: result.data?.total_count ?? 0,
    aggregations: (result.data?.aggregations ?? []).filter((entry) => entry !== null),
    pageInfo: result.data?.page_info ?? undefined,
    isLoading: result.isLoading,
    error: held ? new Error('The products could not be fetched on the server') : (result.error as unknown),
    retry: () => (held ? setRetried(true) : void result.mutate()),
  };
}

/** One product by SKU, with its essentials (variants, options) and the derived view. */
export function useProduct(sku: string, options: ProductsOptions = {}) {
  const { products, essentials, isLoading, error, retry } = useProducts(productRequestFor(sku), options);
  const product: ProductView | undefined = products[0];
  return { product, essentials: essentials[0], isLoading, error, retry };
}

export function useProductPrice(sku: string, quantity: number) {
  const client = useCommerceClient();
  const result = useSWR(quantity > 0 ? ['catalog:price', client.storeCode, sku, quantity] : null, () =>
    getProductPrice(client, sku, quantity),
  );
  return { price: result.data ?? undefined, isLoading: result.isLoading, error: result.error as unknown };
}

/**
 * The product-page mapping file and `linkFor(sku)`, where a product links out. Until the file arrives (or when it
 * cannot be read) every product links to the shop's own product page, which always exists.
 */
export function useProductPageMapping() {
  const config = useConfig();
  const result = useSWR(['catalog:page-mapping', config.backends.platform], () =>
    getProductPageMapping(config.backends.platform),
  );
  const mapping = result.data ?? {};
  return {
    mapping,
    linkFor: (sku: string) => productPageLink(mapping, sku),
    error: result.error as unknown,
  };
}
