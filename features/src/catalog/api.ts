import { createShopPlatformClient, type ProductPageMapping } from '../backends/shop-platform';
import { sessionCachedFetch } from '../platform';
import {
  graphql,
  type CommerceClient,
  type ProductAttributeFilterInput,
  type ProductAttributeSortInput,
} from '../backends/commerce';

/** A product's prices (final, regular, discount), read the same way for a product and for its variants. */
export const ProductPriceRangeFragment = graphql(`
  fragment ProductPriceRange on ProductInterface {
    price_range {
      minimum_price {
        final_price {
          ...MoneyFields
        }
        regular_price {
          ...MoneyFields
        }
        discount {
          percent_off
          amount_off
        }
      }
    }
  }
`);

/**
 * What a product and each of its variants are sold with: name, stock, the quantities one order may take, images and
 * prices. A variant chosen on the product page shows its own.
 */
export const ProductOfferFragment = graphql(`
  fragment ProductOffer on ProductInterface {
    uid
    sku
    name
    stock_status
    only_x_left_in_stock
    min_sale_qty
    max_sale_qty
    thumbnail {
      url
      label
    }
    media_gallery {
      url
      label
      position
      disabled
    }
    ...ProductPriceRange
  }
`);

export const ProductEssentialsFragment = graphql(`
  fragment ProductEssentials on ProductInterface {
    __typename
    ...ProductOffer
    url_key
    flavor
    is_subscription
    short_description {
      html
    }
    description {
      html
    }
    categories {
      uid
      name
      url_key
    }
    ... on ConfigurableProduct {
      configurable_options {
        uid
        attribute_code
        label
        values {
          uid
          label
          swatch_data {
            __typename
            value
          }
        }
      }
      variants {
        attributes {
          code
          uid
          label
        }
        product {
          ...ProductOffer
        }
      }
    }
    ... on BundleProduct {
      items {
        uid
        option_id
        title
        options {
          uid
          id
          quantity
          label
        }
      }
    }
  }
`);

const CatalogProductsQuery = graphql(`
  query CatalogProducts(
    $filter: ProductAttributeFilterInput
    $pageSize: Int
    $currentPage: Int
    $search: String
    $sort: ProductAttributeSortInput
  ) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, search: $search, sort: $sort) {
      total_count
      aggregations {
        attribute_code
        label
        options {
          label
          value
          count
        }
      }
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductEssentials
      }
    }
  }
`);

const LinkedProductsQuery = graphql(`
  query LinkedProducts($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        related_products {
          ...ProductEssentials
        }
        crosssell_products {
          ...ProductEssentials
        }
      }
    }
  }
`);

const CatalogIndexQuery = graphql(`
  query CatalogIndex($pageSize: Int, $currentPage: Int) {
    products(pageSize: $pageSize, currentPage: $currentPage) {
      page_info {
        total_pages
      }
      items {
        sku
        categories {
          uid
          name
          url_key
        }
      }
    }
  }
`);

const StockStatusesQuery = graphql(`
  query StockStatuses($skus: [String]!) {
    products(filter: { sku: { in: $skus } }, pageSize: 100) {
      items {
        __typename
        sku
        stock_status
        ... on ConfigurableProduct {
          variants {
            product {
              sku
              stock_status
            }
          }
        }
      }
    }
  }
`);

const ProductPriceQuery = graphql(`
  query ProductPriceBySku($sku: String!, $quantity: Float!) {
    getProductPrice(sku: $sku, quantity: $quantity) {
      sku
      quantity
      unit_price {
        ...MoneyFields
      }
      row_total {
        ...MoneyFields
      }
    }
  }
`);

const UrlKeysBySkuQuery = graphql(`
  query UrlKeysBySku($skus: [String!]!) {
    urlKeysBySku(skus: $skus) {
      sku
      url_key
    }
  }
`);

const SticksMatrixQuery = graphql(`
  query SticksMatrix {
    getSticksMatrix {
      flavor
      sku
      pack_sizes
      intensity
      freshness
      sweetness
    }
  }
`);

const ConsumablesMatrixQuery = graphql(`
  query ConsumablesMatrix {
    getConsumablesMatrix {
      device_family
      consumable_skus
    }
  }
`);

export interface ProductListRequest {
  filter?: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput;
  pageSize?: number;
  currentPage?: number;
  search?: string;
}

/** One filterable attribute of a product list's result, with the values it offers and how many products each keeps. */
export type CatalogAggregation = NonNullable<
  NonNullable<NonNullable<Awaited<ReturnType<typeof getProducts>>>['aggregations']>[number]
>;

/** Catalogue reads go as GET so a CDN in front of Magento can cache them. */
export function getProducts(client: CommerceClient, request: ProductListRequest = {}) {
  return client
    .request(CatalogProductsQuery, { pageSize: 20, currentPage: 1, ...request }, { method: 'GET' })
    .then((data) => data.products);
}

/** The products the catalogue links to a product: related products first, then its cross-sells, each once. */
export async function getLinkedProducts(client: CommerceClient, sku: string) {
  const data = await client.request(LinkedProductsQuery, { sku }, { method: 'GET' });
  const product = data.products?.items?.[0];
  const linked = [...(product?.related_products ?? []), ...(product?.crosssell_products ?? [])];
  const seen = new Set<string>();
  return linked.filter((item): item is NonNullable<typeof item> => {
    if (!item?.sku || seen.has(item.sku) || item.sku === sku) return false;
    seen.add(item.sku);
    return true;
  });
}

export interface CatalogIndex {
  skus: string[];
  categories: Array<{ urlKey: string; name: string }>;
}

/**
 * Every product SKU of the catalogue and every category a product is in, page by page (the sitemap). Throws when any
 * page fails: a partial list must never pass for the whole catalogue.
 */
export async function getCatalogIndex(client: CommerceClient, pageSize = 100): Promise<CatalogIndex> {
  const skus: string[] = [];
  const categories = new Map<string, string>();
  for (let currentPage = 1, totalPages = 1; currentPage <= totalPages; currentPage += 1) {
    const { products } = await client.request(
      CatalogIndexQuery,
      { pageSize, currentPage },
      { method: 'GET' },
    );
    if (!products) throw new Error('The catalogue answered without products');
    totalPages = products.page_info?.total_pages ?? 1;
    for (const item of products.items ?? []) {
      if (item?.sku) skus.push(item.sku);
      for (const category of item?.categories ?? [])
        if (category?.url_key) categories.set(category.url_key, category.name ?? category.url_key);
    }
  }
  return { skus, categories: [...categories].map(([urlKey, name]) => ({ urlKey, name })) };
}

export function getProductsBySkus(client: CommerceClient, skus: string[], pageSize = skus.length || 20) {
  return getProducts(client, { filter: { sku: { in: skus } }, pageSize });
}

export async function getStockStatuses(client: CommerceClient, skus: string[]) {
  const data = await client.request(StockStatusesQuery, { skus }, { method: 'GET' });
  return (data.products?.items ?? []).filter((item) => item !== null);
}

export async function getProductPrice(client: CommerceClient, sku: string, quantity: number) {
  const data = await client.request(ProductPriceQuery, { sku, quantity }, { method: 'GET' });
  return data.getProductPrice;
}

export async function getUrlKeysBySku(client: CommerceClient, skus: string[]) {
  const data = await client.request(UrlKeysBySkuQuery, { skus }, { method: 'GET' });
  return Object.fromEntries(data.urlKeysBySku.map((entry) => [entry.sku, entry.url_key]));
}

export async function getSticksMatrix(client: CommerceClient) {
  return (await client.request(SticksMatrixQuery, {}, { method: 'GET' })).getSticksMatrix;
}

export async function getConsumablesMatrix(client: CommerceClient) {
  return (await client.request(ConsumablesMatrixQuery, {}, { method: 'GET' })).getConsumablesMatrix;
}

/** Product SKU to product-page link, published by the content team as a file. */
export type { ProductPageMapping } from '../backends/shop-platform';

export const PRODUCT_PAGE_MAPPING_KEY = 'product_page_mapping';

/** Reads the mapping file once per browser session (spec section 2: cached in session storage). */
export function getProductPageMapping(platformBaseUrl: string): Promise<ProductPageMapping> {
  return sessionCachedFetch(PRODUCT_PAGE_MAPPING_KEY, () =>
    createShopPlatformClient(platformBaseUrl).productPageMapping(),
  );
}

/**
 * Where a product links out: its Builder page when the mapping file names one, else the shop's own product page. The
 * parent SKU of a variant is the one the content team maps.
 */
export function productPageLink(mapping: ProductPageMapping, sku: string): string {
  return mapping[sku] ?? `/products/${encodeURIComponent(sku)}`;
}
