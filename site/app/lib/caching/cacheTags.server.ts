import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheTagHeader } from '../config.server';

/**
 * The cache tags of the page being rendered: every shared read it uses adds the tags of its answer (sharedReads
 * .server.ts), so a page carries the tags of everything it was rendered from, the Builder entries and symbols and the
 * commerce entities, and its response names them (see pageTagHeaders) for the shop's page cache and any HTTP cache in
 * front. Collected per request in an AsyncLocalStorage the server opens for each request (collectPageTags).
 */
const pageTags = new AsyncLocalStorage<Set<string>>();

/** Express middleware: the rest of the request runs with its own set of tags. */
export function collectPageTags(_req: unknown, _res: unknown, next: () => void): void {
  pageTags.run(new Set(), next);
}

/** Adds tags to the page being rendered, if any (a read outside a request, a test, adds to nothing). */
export function tagThisPage(tags: readonly string[]): void {
  const page = pageTags.getStore();
  if (page) for (const tag of tags) page.add(tag);
}

/** The tags collected so far for the page being rendered. */
export function tagsOfThisPage(): string[] {
  return [...(pageTags.getStore() ?? [])];
}

/**
 * A tag header longer than this is refused by the caches in front (Varnish's default request header limit is 8 KB,
 * Fastly and Cloudflare allow 16 KB): a page that needs more cannot be purged there, so it is not shared.
 */
export const MAX_TAG_HEADER_BYTES = 8_000;

/**
 * The tag header of a public response: the page's tags in the configured header (`xkey` and `Surrogate-Key` separate
 * them with spaces, `Cache-Tag` with commas). Undefined when the page has none; `tooLong` when they would not fit.
 */
export function pageTagHeader(
  tags: readonly string[],
  header: CacheTagHeader,
): { name: string; value: string } | 'tooLong' | undefined {
  if (tags.length === 0) return undefined;
  const value = [...tags].sort().join(header.separator);
  return value.length > MAX_TAG_HEADER_BYTES ? 'tooLong' : { name: header.name, value };
}
