import type { MetaDescriptor } from 'react-router';
import { isLanguage, languages, type Language } from '@storefront/features/platform';
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

/** The language a page is in and the market's own; the root loader names both. */
export interface PageLanguages {
  current: Language;
  market: Language;
}

/** The page's languages from the root loader's data; undefined on an error page the root could not load for. */
export function languagesOf(
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>,
): PageLanguages | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (typeof root !== 'object' || root === null || !('languages' in root)) return undefined;
  const named = root.languages as Partial<PageLanguages> | undefined;
  return isLanguage(named?.current) && isLanguage(named?.market)
    ? { current: named.current, market: named.market }
    : undefined;
}

/**
 * A page's address in a language: the market's language at the plain address, any other with `?lang=` (what the
 * server reads first, see site/app/lib/language.server.ts), so each language has one address of its own.
 */
export function languageUrl(canonical: string, language: Language, market: Language): string {
  if (language === market) return canonical;
  const url = new URL(canonical);
  url.searchParams.set('lang', language);
  return url.href;
}

/**
 * A page's one address for search engines: the configured origin and the path, without the request's query or
 * fragment, so tracking parameters, sorting and Builder's editor parameters never make a second copy of a page. Only
 * the query the route names as the page's own (a category's page number, `?page=2`) is kept.
 */
export function canonicalUrl(origin: string, path: string, ownSearch = ''): string {
  const url = new URL(path.replace(/^\/+/, '/'), origin);
  url.search = ownSearch;
  url.hash = '';
  return url.href;
}

/** What a page without its own description says of the shop: search engines show a description for every page. */
export const SHOP_DESCRIPTION = 'Flavours, devices and more.';

export interface SharedPage {
  title: string;
  description?: string | undefined;
  /** A path on the shop or an absolute URL. */
  image?: string | undefined;
  /** A product page also names its price for link previews. */
  price?: { amount: number; currency: string } | undefined;
  /** The query that is part of the page's own address (a category's page number); every other query is dropped. */
  ownSearch?: string | undefined;
}

/**
 * The title, description, canonical link, Open Graph and Twitter card of a page. Without an origin (an error page)
 * only the title and description: a page must never name a wrong address as its own.
 */
export function pageMeta(
  origin: string | undefined,
  pathname: string,
  page: SharedPage,
  pageLanguages?: PageLanguages,
): MetaDescriptor[] {
  const description = page.description || SHOP_DESCRIPTION;
  const described = [{ name: 'description', content: description }];
  if (!origin) return [{ title: page.title }, ...described];
  const plain = canonicalUrl(origin, pathname, page.ownSearch);
  const url = pageLanguages ? languageUrl(plain, pageLanguages.current, pageLanguages.market) : plain;
  // hreflang: every language's address, and the plain one for shoppers in none of them.
  const alternates = pageLanguages
    ? [
        ...languages.map((language) => ({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: language,
          href: languageUrl(plain, language, pageLanguages.market),
        })),
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: plain },
      ]
    : [];
  const image = fetchableImage(origin, page.image);
  return [
    { title: page.title },
    ...described,
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates,
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:type', content: page.price ? 'product' : 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
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
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}
