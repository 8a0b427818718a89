// Types only: every page loads this module, and the catalogue's code (with its HTML parser) is the product page's.
import type { ProductView } from '@storefront/features/catalog';

/** The shop's name as search engines show it beside its pages. */
export const SHOP_NAME = 'Storefront';

const context = 'https://schema.org';

export interface OrganizationJsonLd {
  '@context': typeof context;
  '@type': 'Organization';
  name: string;
  url: string;
  logo: string;
}

export interface ListItemJsonLd {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListJsonLd {
  '@context': typeof context;
  '@type': 'BreadcrumbList';
  itemListElement: ListItemJsonLd[];
}

export interface OfferJsonLd {
  '@type': 'Offer';
  price: number;
  priceCurrency: string;
  availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
  itemCondition: 'https://schema.org/NewCondition';
  url: string;
}

export interface ProductJsonLd {
  '@context': typeof context;
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  image?: string[];
  description?: string;
  offers: OfferJsonLd;
}

export type JsonLd = OrganizationJsonLd | BreadcrumbListJsonLd | ProductJsonLd;

/** A link as a search engine needs it: absolute, on the shop's configured origin. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;

/** A picture a crawler can fetch: absolute http(s); inline data URLs (the sandbox's) are left out. */
export function fetchableImage(origin: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  const absolute = new URL(url, origin);
  return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
}

export function organizationJsonLd(origin: string): OrganizationJsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    name: SHOP_NAME,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
  };
}

/** The trail from the home page to this page; `path` of each step is the page's own path on the shop. */
export function breadcrumbJsonLd(
  origin: string,
  trail: Array<{ name: string; path: string }>,
): BreadcrumbListJsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

export const productPath = (sku: string) => `/products/${encodeURIComponent(sku)}`;
export const categoryPath = (urlKey: string) => `/category/${encodeURIComponent(urlKey)}`;

/**
 * The product as schema.org's Product with one Offer: the price a guest pays, and availability by the shop's own
 * stock rule (ProductView.isInStock, spec section 4), so search results never promise what the page refuses. The
 * description is the product's in plain text (the sanitiser's `plainText`).
 */
export function productJsonLd(origin: string, product: ProductView, description: string): ProductJsonLd {
  const url = absoluteUrl(origin, productPath(product.sku));
  const image = fetchableImage(origin, product.image?.url);
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    ...(image ? { image: [image] } : {}),
    ...(description ? { description } : {}),
    offers: {
      '@type': 'Offer',
      price: product.currentPrice,
      priceCurrency: product.currency,
      availability: product.isInStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
    },
  };
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes, so no text from the catalogue or Builder can
 * close the script or open a comment, and the two line separators JavaScript once choked on, escaped too.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
