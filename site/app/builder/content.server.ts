import type { BuilderContent } from '@builder.io/sdk';
import {
  ConnectionError,
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  HttpError,
  InvalidAnswerError,
  reportError,
  type StorefrontConfig,
} from '@storefront/features/platform';
import { serverReads } from '../lib/caching/sharedReads.server';
import { withLocalizedValues } from '@storefront/features/backends/content';
import { servedContent } from './servedContent';
import { builderTagsOf } from './cacheTags';

/** A `page` entry as the site uses it: the SDK's content type, with the id and data every served page has. */
export type BuilderPageContent = BuilderContent & {
  id: string;
  data: NonNullable<BuilderContent['data']> & { title?: string; description?: string };
};

const BUILDER_API_VERSIONS = ['v1', 'v3'] as const;

export interface PageQuery {
  urlPath: string;
  fields?: string;
  omit?: string;
  offset?: number;
  /** Defaults to the content API's own default of 30. */
  limit?: number;
  apiVersion?: string;
}

/** Builder answered, but not with content: a failure of the service, never a missing page. */
export class MalformedContentError extends Error {
  override readonly name = 'MalformedContentError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The content API with the shop's HTTP client and the spec's 5,000 ms timeout. The server only ever reads published
 * content, the same for every visitor, so its renders share one read of it while fresh. Unpublished content reaches
 * an author's page from Builder's editor itself (EditorPage), never through the server.
 */
function contentClient(config: StorefrontConfig) {
  return createHttpClient({
    service: 'builder',
    baseUrl: config.backends.builder,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    share: serverReads,
  });
}

/**
 * Fetches the `page` entry for a URL from Builder's content API (spec section 7) with the shop's HTTP client: the
 * configured host of this request's configuration (no process-wide SDK state), the spec's 5,000 ms timeout, the query
 * parameters encoded as Builder's SDK encodes them, in the config's locale (Builder's `locale` and the `locale` user
 * attribute). Every entry comes back as served (servedContent.ts): localised values in that locale, without the fields
 * that carry code. Throws, as the spec says, when there is none: 'Error fetching data.' is logged and the 404 response
 * is thrown; a missing key throws 'Missing API key' and an unknown API version an invalid apiVersion error. Any other
 * failure (no answer, timeout, an error status, an answer that is not a list of results) throws the client's error
 * or a MalformedContentError: the page exists as far as anyone knows, Builder just could not say.
 */
export async function fetchBuilderPage(
  config: StorefrontConfig,
  query: PageQuery,
): Promise<BuilderPageContent> {
  const apiKey = config.builder.apiKey;
  if (!apiKey) throw new Error('Missing API key');
  const apiVersion = query.apiVersion ?? 'v3';
  if (!(BUILDER_API_VERSIONS as readonly string[]).includes(apiVersion))
    throw new Error(`Invalid apiVersion: expected 'v1' or 'v3', received '${apiVersion}'`);

  const { data: answer } = await contentClient(config).get<unknown>('/api/v3/content/page', {
    query: {
      apiKey,
      // The SDK's default: the editor's bookkeeping of components used is never needed to render.
      omit: query.omit ?? 'meta.componentsUsed',
      locale: config.locale,
      userAttributes: JSON.stringify({ urlPath: query.urlPath, locale: config.locale }),
      limit: query.limit ?? 30,
      offset: query.offset,
      fields: query.fields,
      includeRefs: true,
    },
    cacheTags: (answer) => builderTagsOf('page', answer),
  });

  if (!isRecord(answer) || !Array.isArray(answer['results'])) {
    const error = new MalformedContentError('Builder answered without a list of results');
    reportError(error, { service: 'builder', urlPath: query.urlPath });
    throw error;
  }
  const [entry] = answer['results'] as unknown[];
  if (entry === undefined) {
    console.error('Error fetching data.', { model: 'page', urlPath: query.urlPath });
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  if (!isRecord(entry) || typeof entry['id'] !== 'string' || !isRecord(entry['data'])) {
    const error = new MalformedContentError('Builder answered with an entry that has no id or data');
    reportError(error, { service: 'builder', urlPath: query.urlPath });
    throw error;
  }
  let page = withoutCodeOf.get(entry);
  if (!page) {
    page = servedContent(entry as unknown as BuilderPageContent, {
      urlPath: query.urlPath,
      locale: config.locale,
    });
    withoutCodeOf.set(entry, page);
  }
  return page;
}

/**
 * A published entry is one shared answer (sharedReads.server.ts) read by every render for as long as it is fresh, and
 * the one key for its URL and language: it is cleaned once, not per render (a tenth of a Builder page's CPU).
 */
const withoutCodeOf = new WeakMap<object, BuilderPageContent>();

/** An entry of any model (a symbol's content): the SDK's content type with its id and data. */
export type BuilderEntryContent = BuilderContent & { id: string; data: NonNullable<BuilderContent['data']> };

/** Builder's model names; anything else never reaches the request path. */
const MODEL_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * One entry of a model by its id, as Builder's SDK fetches a symbol given only by `model` and `entry`: the same
 * client, configured host, key, locale and 5,000 ms timeout as fetchBuilderPage, its localised values in the config's
 * locale. Its code is not stripped yet: a symbol's bindings read the inputs each instance gives it, so the caller
 * strips it once it has placed it (symbols.server.ts), before anything renders it. Undefined when Builder has no such
 * entry (or the model name is not one); any other failure throws, the client's own errors already reported by the
 * client, a malformed answer reported here.
 */
export async function fetchBuilderEntry(
  config: StorefrontConfig,
  { model, entryId }: { model: string; entryId: string },
): Promise<BuilderEntryContent | undefined> {
  const apiKey = config.builder.apiKey;
  if (!apiKey) throw new Error('Missing API key');
  if (!MODEL_NAME.test(model)) return undefined;
  const { data: answer } = await contentClient(config).get<unknown>(`/api/v3/content/${model}`, {
    query: {
      apiKey,
      omit: 'meta.componentsUsed',
      locale: config.locale,
      limit: 1,
      includeRefs: true,
      // The SDK sends query values as JSON: the id in quotes.
      'query.id': JSON.stringify(entryId),
    },
    cacheTags: (answer) => builderTagsOf(model, answer),
  });
  const results = isRecord(answer) ? answer['results'] : undefined;
  const [entry] = Array.isArray(results) ? (results as unknown[]) : [];
  if (!Array.isArray(results) || (entry !== undefined && (!isRecord(entry) || !isRecord(entry['data'])))) {
    const error = new MalformedContentError(`Builder answered the ${model} entry without content`);
    reportError(error, { service: 'builder', model, entryId });
    throw error;
  }
  return entry === undefined
    ? undefined
    : withLocalizedValues(entry as unknown as BuilderEntryContent, config.locale);
}

/**
 * Reports a failed content read unless it is already reported: the HTTP client reports its own errors and the content
 * check a malformed answer; anything else (a missing key, a bug) is reported here, with what was being read.
 */
export function reportContentFailure(error: unknown, context: Record<string, unknown>): void {
  if (
    error instanceof HttpError ||
    error instanceof ConnectionError ||
    error instanceof InvalidAnswerError ||
    error instanceof MalformedContentError
  )
    return;
  reportError(error, { service: 'builder', ...context });
}

/** Builder's content API caps one answer at 100 entries. */
const PAGE_LIST_LIMIT = 100;

/**
 * The data of every published `page` entry, only the given `fields` of it, page by page with the same client, key and
 * timeout as fetchBuilderPage, its localised values in the config's locale. Targeting is switched off so every entry
 * answers, not just the one for a URL. Any failure throws: a partial list must never pass for the whole site.
 */
async function fetchPublishedPageData(
  config: StorefrontConfig,
  fields: string,
): Promise<Record<string, unknown>[]> {
  const apiKey = config.builder.apiKey;
  if (!apiKey) throw new Error('Missing API key');
  const client = createHttpClient({
    service: 'builder',
    baseUrl: config.backends.builder,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  });
  const pages: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += PAGE_LIST_LIMIT) {
    const { data: answer } = await client.get<unknown>('/api/v3/content/page', {
      query: { apiKey, locale: config.locale, noTargeting: true, fields, limit: PAGE_LIST_LIMIT, offset },
    });
    if (!isRecord(answer) || !Array.isArray(answer['results'])) {
      const error = new MalformedContentError('Builder answered without a list of results');
      reportError(error, { service: 'builder', urlPath: '(page list)' });
      throw error;
    }
    const results = answer['results'] as unknown[];
    for (const entry of results)
      if (isRecord(entry) && isRecord(entry['data']))
        pages.push(withLocalizedValues(entry['data'], config.locale));
    if (results.length < PAGE_LIST_LIMIT) return pages;
  }
}

const isPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/');

/** The URL path of every published `page` entry (the sitemap). */
export async function fetchPublishedPagePaths(config: StorefrontConfig): Promise<string[]> {
  const pages = await fetchPublishedPageData(config, 'data.url');
  return [...new Set(pages.map((data) => data['url']).filter(isPath))];
}

/** A Builder page that is a loyalty article: the page's custom field `loyaltyArticleId` names it. */
export interface LoyaltyArticlePage {
  articleId: string;
  title: string;
  url: string;
}

/**
 * The published pages that are loyalty articles, in the config's locale: where the loyalty service's article ids
 * (which carry nothing else) are read, and what they are called.
 */
export async function fetchLoyaltyArticlePages(config: StorefrontConfig): Promise<LoyaltyArticlePage[]> {
  const pages = await fetchPublishedPageData(config, 'data.url,data.title,data.loyaltyArticleId');
  return pages.flatMap(({ url, title, loyaltyArticleId }) =>
    isPath(url) && typeof loyaltyArticleId === 'string' && loyaltyArticleId !== ''
      ? [{ articleId: loyaltyArticleId, title: typeof title === 'string' ? title : url, url }]
      : [],
  );
}
