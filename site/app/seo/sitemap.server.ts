import { getCatalogIndex } from '@storefront/features/catalog';
import { createCommerceClient } from '@storefront/features/backends/commerce';
import type { StorefrontConfig } from '@storefront/features/platform';
import { fetchPublishedPagePaths } from '../builder/content.server';
import { categoryNames } from '../lib/categories';
import { absoluteUrl, categoryPath, productPath } from './structuredData';

/**
 * Every page a search engine should know: each published Builder page, each category the catalogue files products
 * under that the shop has a page for, and each product. Both backends are asked at once; if either fails this throws,
 * so the sitemap is whole or not served at all.
 */
export async function sitemapPaths(config: StorefrontConfig): Promise<string[]> {
  const commerce = createCommerceClient({ endpoint: config.backends.commerce, storeView: config.storeView });
  const [pages, catalog] = await Promise.all([fetchPublishedPagePaths(config), getCatalogIndex(commerce)]);
  const categories = catalog.categories
    .filter((category) => Object.hasOwn(categoryNames, category.urlKey))
    .map((category) => categoryPath(category.urlKey));
  return [...new Set([...pages, ...categories, ...catalog.skus.map(productPath)])];
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]!);

/** The sitemap protocol's urlset: one absolute URL on the configured origin per path. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${xmlText(absoluteUrl(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** What crawlers may not index: shoppers' own pages, search results and Builder's editor and preview URLs. */
export const disallowedPaths = [
  '/account',
  '/cart',
  '/checkout',
  '/sign-in',
  '/register',
  '/password-reset',
  '/search',
  '/sandbox/',
  '/*?*builder.preview=',
  '/*?*builder.frameEditing=',
  '/*?*__builder_editing__',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
