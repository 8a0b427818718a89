import { sandboxCategories, seedCmsPages, seedProducts, seedUrlRedirects, URL_SUFFIX } from './seed';
import { MagentoError, soldIn, type RequestContext } from './store';
import { categoryUrl, categoryView, productView } from './views';

/** A CMS page as Magento's CmsPage answers it; its url is its identifier (CMS pages take no suffix). */
export function cmsPageView(page: (typeof seedCmsPages)[number]): Record<string, unknown> {
  return {
    __typename: 'CmsPage',
    identifier: page.identifier,
    url_key: page.identifier,
    title: page.title,
    content: page.content,
    content_heading: page.content_heading,
    page_layout: page.identifier === 'home' ? '1column' : '2columns-right',
    meta_title: page.title,
    meta_description: null,
    meta_keywords: null,
    relative_url: page.identifier,
    redirect_code: 0,
    type: 'CMS_PAGE',
  };
}

/** The home page's identifier (`web/default/cms_home_page`): Magento resolves the url `/` to it. */
const HOME_PAGE = 'home';

interface ResolvedUrl {
  /** The entity's view, with Magento's cache tag of its kind and its id for the read's tags. */
  entity: Record<string, unknown>;
  cacheTag: 'cat_p' | 'cat_c' | 'cms_p';
  id: number;
  /** The url the entity lives at: the target of a redirect, else the url asked for (with its query). */
  relativeUrl: string;
  redirectCode: 0 | 301;
}

/** What a url is as Magento's url rewrites hold it in the request's store: a product, category or CMS page. */
function entityAt(
  context: RequestContext,
  path: string,
): Omit<ResolvedUrl, 'relativeUrl' | 'redirectCode'> | null {
  const product = seedProducts.find(
    (candidate) => `${candidate.urlKey}${URL_SUFFIX}` === path && soldIn(candidate, context.storeCode),
  );
  if (product) return { entity: productView(context, product), cacheTag: 'cat_p', id: product.id };
  const category = sandboxCategories.find((candidate) => categoryUrl(candidate) === path);
  if (category) return { entity: categoryView(context, category), cacheTag: 'cat_c', id: category.id };
  const page = seedCmsPages.find((candidate) => candidate.identifier === path);
  if (page) return { entity: cmsPageView(page), cacheTag: 'cms_p', id: page.id };
  return null;
}

/**
 * Resolves a url as Magento's `route` and `urlResolver` do: a leading slash is dropped, `/` is the home page, a
 * permanent redirect answers its target with code 301, a query string stays on the answer, and a url Magento has no
 * rewrite for is null.
 */
export function resolveUrl(context: RequestContext, url: string): ResolvedUrl | null {
  if (url.trim() === '')
    throw new MagentoError('"url" argument should be specified and not empty', 'graphql-input');
  const [rawPath = '', query] = url.split('?', 2);
  const path = rawPath === '/' ? HOME_PAGE : rawPath.replace(/^\/+/, '');
  const redirect = seedUrlRedirects.find((candidate) => candidate.requestPath === path);
  const target = redirect?.targetPath ?? path;
  const found = entityAt(context, target);
  if (!found) return null;
  return { ...found, relativeUrl: target + (query ? `?${query}` : ''), redirectCode: redirect ? 301 : 0 };
}
