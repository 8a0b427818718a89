import type { MetaDescriptor } from 'react-router';
import { fetchableImage, SHOP_NAME } from './structuredData';

/**
 * The configured origin the root loader hands every page (config.server.ts publicOrigin, never the request's Host);
 * undefined on an error page the root could not load for.
 */
export function originOf(
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>,
): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  return typeof root === 'object' && root !== null && 'origin' in root && typeof root.origin === 'string'
    ? root.origin
    : undefined;
}

/**
 * A page's one address for search engines: the configured origin and the path, without the query or fragment, so
 * tracking parameters, sorting and Builder's editor parameters never make a second copy of a page.
 */
export function canonicalUrl(origin: string, path: string): string {
  const url = new URL(path.replace(/^\/+/, '/'), origin);
  url.search = '';
  url.hash = '';
  return url.href;
}

export interface SharedPage {
  title: string;
  description?: string | undefined;
  /** A path on the shop or an absolute URL. */
  image?: string | undefined;
  /** A product page also names its price for link previews. */
  price?: { amount: number; currency: string } | undefined;
}

/**
 * The title, description, canonical link, Open Graph and Twitter card of a page. Without an origin (an error page)
 * only the title and description: a page must never name a wrong address as its own.
 */
export function pageMeta(origin: string | undefined, pathname: string, page: SharedPage): MetaDescriptor[] {
  const described = page.description ? [{ name: 'description', content: page.description }] : [];
  if (!origin) return [{ title: page.title }, ...described];
  const url = canonicalUrl(origin, pathname);
  const image = fetchableImage(origin, page.image);
  return [
    { title: page.title },
    ...described,
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:type', content: page.price ? 'product' : 'website' },
    { property: 'og:title', content: page.title },
    ...(page.description ? [{ property: 'og:description', content: page.description }] : []),
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(page.price
      ? [
          { property: 'product:price:amount', content: page.price.amount.toFixed(2) },
          { property: 'product:price:currency', content: page.price.currency },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    ...(page.description ? [{ name: 'twitter:description', content: page.description }] : []),
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}
