import { data } from 'react-router';
import { shopConfigFor } from '../lib/language.server';
import { cacheHeaders } from '../lib/security';
import { deepFreeze } from '../lib/caching/sharedReads.server';
import { serviceUnavailable } from '../lib/serviceUnavailable';
import { chooseVariation } from './abTest';
import { fetchBuilderPage, reportContentFailure, type BuilderPageContent } from './content.server';
import { isEditorRequest, pagePathOf } from './editorMode';
import { withoutBuilderPixel } from './pixel';
import { withFetchedSymbols } from './symbols.server';
import { readProductPageMapping } from '../lib/productPageMapping.server';
import { hasProductTeaserSku, withProductTeaserLinks } from './productTeasers.server';

export interface BuilderPageData {
  content: BuilderPageContent;
  /** Builder's editor asked for the page: a canvas it fills by message (EditorPage), from the published content. */
  editing: boolean;
}

/** Builder could not be asked: the page may well exist, so it is a 503 and the shop's own "come back soon" page. */
export interface UnavailablePageData {
  unavailable: true;
}

/** The editor's canvas: nobody else's, in no cache, in no search engine. */
export const editorHeaders = { ...cacheHeaders.privatePage, 'X-Robots-Tag': 'noindex' } as const;

/**
 * Published pages' data as served, per Builder answer (fetchBuilderPage hands out one object per shared answer). Frozen:
 * every render of the page reads the same copy, and none may change what the next one draws.
 */
const preparedFor = new WeakMap<object, Prepared>();

interface Prepared {
  data: BuilderPageContent['data'];
  /** Symbols that could not be had: a page missing one is never kept. */
  unavailable: string[];
}

/**
 * Builder's CDN pixel swapped for a hidden marker, symbols given only by id fetched, product teasers linked. Symbols
 * are fetched for the variation served: the page renders whatever they answer, but a page missing one is this
 * visitor's only, never a copy shared caches keep while Builder is failing.
 */
async function prepareForServing(
  config: Awaited<ReturnType<typeof shopConfigFor>>,
  data: BuilderPageContent['data'],
  urlPath: string,
): Promise<Prepared> {
  const symbols = await withFetchedSymbols(config, withoutBuilderPixel(data), { urlPath });
  // Product teasers link through the platform's product-page mapping, read here only when a teaser names a SKU.
  const linked = hasProductTeaserSku(symbols.content)
    ? withProductTeaserLinks(symbols.content, await readProductPageMapping(config.backends.platform))
    : symbols.content;
  return { data: linked, unavailable: symbols.unavailable };
}

/** A page Builder has not published yet, opened in the editor: an empty canvas until the editor sends the draft. */
const unpublishedCanvas: BuilderPageContent = { id: '', data: { blocks: [] } };

/**
 * The loader of every Builder page: the published `page` entry for the URL, the visitor's A/B variation (remembered by
 * Builder's test cookie), Builder's CDN pixel swapped for a hidden marker, symbols given only by id fetched
 * (symbols.server.ts). Unpublished content is never fetched here: nothing in a request can prove it comes from an
 * author, so `builder.preview` and an entry id in the URL change nothing, and Builder's editor sends the draft to the
 * page it frames by message (EditorPage). A request from the editor gets the published page (or, for a page not yet
 * published, an empty canvas with its 404) as the canvas. Published pages are kept by shared caches until Builder's webhook purges them (an hour at most); the
 * editor's canvas and A/B-tested pages are the visitor's own. Only Builder's answer that no entry targets the URL is a
 * 404; when Builder fails (no answer within the timeout, an error status, a malformed answer) the page is a 503 with
 * Retry-After, and the page cache serves its last good copy instead when it has one.
 */
export async function loadBuilderPage(request: Request) {
  const url = new URL(request.url);
  // Builder answers the entry for the page's language (its `locale` targeting and localised fields).
  const config = await shopConfigFor(request);
  const editing = isEditorRequest(url);
  let fetched: BuilderPageContent;
  try {
    fetched = await fetchBuilderPage(config, { urlPath: pagePathOf(url) });
  } catch (error) {
    if (editing && error instanceof Response && error.status === 404) {
      const canvas: BuilderPageData = { content: unpublishedCanvas, editing };
      return data(canvas, { status: 404, headers: editorHeaders });
    }
    if (error instanceof Response) throw error;
    reportContentFailure(error, { urlPath: url.pathname });
    const unavailable: UnavailablePageData = { unavailable: true };
    return serviceUnavailable(unavailable);
  }
  const { content, setCookie } = editing
    ? { content: fetched, setCookie: undefined }
    : chooseVariation(fetched, request.headers.get('Cookie'));
  const tested = Object.keys(fetched.variations ?? {}).length > 0;
  // A published page without a test is the same for every visitor, and for the editor's canvas: prepared once per
  // Builder answer.
  const kept = !tested;
  const prepared =
    (kept && preparedFor.get(content.data)) ||
    (await prepareForServing(config, content.data, pagePathOf(url)));
  if (kept && prepared.unavailable.length === 0 && !preparedFor.has(content.data)) {
    deepFreeze(prepared.data);
    preparedFor.set(content.data, prepared);
  }

  const served: BuilderPageContent = { ...content, data: prepared.data };
  const shared = !tested && prepared.unavailable.length === 0;

  const headers = new Headers(
    editing ? editorHeaders : shared ? cacheHeaders.purgedPage : cacheHeaders.privatePage,
  );
  if (setCookie) headers.append('Set-Cookie', setCookie);
  const page: BuilderPageData = { content: served, editing };
  return data(page, { headers });
}

/**
 * The page as this visitor is served it (the same variation, symbols and rules as the loader's), for a form posted on
 * it; undefined when there is none to be had (Builder failing, no page).
 */
export async function builderPageFor(request: Request): Promise<BuilderPageData | undefined> {
  const answer = await loadBuilderPage(new Request(request.url, { headers: request.headers })).catch(
    () => undefined,
  );
  // The loader answers with data(): its payload is the page, or a 503's "unavailable".
  const page: unknown = answer && 'data' in answer ? answer.data : undefined;
  return typeof page === 'object' && page !== null && 'content' in page
    ? (page as BuilderPageData)
    : undefined;
}
