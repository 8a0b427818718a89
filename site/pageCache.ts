import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';

interface CachedPage {
  policy: CachePolicy;
  html: string;
  /** Until when (Date.now() milliseconds) the copy may stand in for a render that failed with a 5xx. */
  staleUntil: number;
  /** Its cache tags and its path's own (pathTag), as the purges find it. */
  tags: readonly string[];
  /** A purge named it: never served again, except in place of a failed render. */
  purged: boolean;
}

/** A copy as the shared page store keeps it (JSON): its HTTP policy as http-cache-semantics writes it. */
export interface SharedCopy {
  policy: CachePolicy.CachePolicyObject;
  html: string;
  staleUntil: number;
  tags: readonly string[];
  purged: boolean;
}

/**
 * The page cache's second level, shared by every instance (Redis: app/sharedCaches.server.ts). Copies go by a digest
 * of their key. Every call answers within its time box, undefined when the store could not say (then the page is
 * served from the process's own memory, as without a store).
 */
export interface SharedPageStore {
  /**
   * The copy under `key` (purged or not); the store's purge count now, which a render notes as it begins; whether
   * another request is rendering the page (it claimed it); whether its last render was not a copy to keep.
   */
  lookUp(
    key: string,
  ): Promise<
    { copy: SharedCopy | undefined; purgeCount: number; rendering: boolean; notKept: boolean } | undefined
  >;
  /** Keeps a copy whose render began at `renderFrom` (a purge count), unless a purge of one of its tags came since. */
  store(key: string, copy: SharedCopy, renderFrom: number, ttlMs: number): Promise<unknown>;
  /** Forgets the copy under `key` (its page is gone). */
  drop(key: string): Promise<unknown>;
  /**
   * Takes the render of `key` for every instance for a few seconds: its release when taken (told whether the page
   * proved not to be one to keep), false when another request has it, undefined when the store could not say.
   */
  claimRender(key: string): Promise<((notKept: boolean) => void) | false | undefined>;
  /** Marks the copies holding any of these tags (or every copy) purged; how many, and the tags they carried. */
  purge(named: readonly string[] | 'everything'): Promise<{ marked: number; tags: string[] } | undefined>;
}

/** What a purge names: pages by cache tag, by path (every query and cookie of it), or everything. */
export interface PagePurge {
  tags?: readonly string[];
  paths?: readonly string[];
  everything?: boolean;
}

/** The header a page's cache tags come in (config.server.ts's cacheTagHeader). */
export interface TagHeader {
  name: string;
  separator: string;
}

/** A path as the page cache indexes it: never a cache tag (tags have no slash or newline). */
const pathTag = (pathname: string) => `\n${pathname}`;

type Next = (error?: unknown) => void;

// The body is stored decompressed; the compression middleware encodes each copy again.
const bodyHeaders = ['content-encoding', 'content-length', 'transfer-encoding'];

/**
 * The shop's own shared cache in front of the renderer. A page the site marks public (Cache-Control public, Vary
 * Cookie) is rendered once per URL and cookie header and then served from memory while HTTP says it is fresh, as a
 * CDN would; http-cache-semantics decides what may be stored and reused. Pages that set a cookie, private pages and
 * anything but a 200 HTML page are never stored. A stored page carries no CSP nonce (its scripts are allowed by
 * hash, see documentResponse.ts), so every copy is served as it was rendered.
 *
 * `pageCookie` names the cookies the renderer reads; the cache compares only those, as a CDN keyed on named cookies
 * does, so a visitor id the page never reads does not cost every visitor a render of their own. By default every
 * cookie counts.
 *
 * Stale if error: a copy is kept `staleIfErrorMs` (24 hours) past its expiry, and when the render of its page fails
 * with a 5xx (a backend down, hanging or answering nonsense) that copy is served instead, marked
 * `x-page-cache: stale`, so shoppers and crawlers keep the last good page through an outage. A 404 or 410 drops the
 * copy: a page that is gone stays gone. Editor and preview URLs (`builder.*`, `__builder_editing__`) are never stored
 * nor served from here, whatever their headers say: they are an author's own.
 *
 * Purges: each copy is indexed by the cache tags its response names in `tagHeader` (what the page was rendered from,
 * cacheTags.server.ts) and by its path. `purge` marks the copies a purge names, which are then rendered afresh on
 * their next request, while the marked copy still stands in for a render that fails (as Varnish's grace after a soft
 * purge). A render that began before a purge of one of its tags or its path is not stored: it may show what the purge
 * was for.
 *
 * Shared between instances (`shared`, a Redis store): a copy this process does not hold fresh is looked up there
 * before it is rendered, and every copy rendered is kept there too, so each page is rendered once for all instances;
 * the process's own memory stays the first level (a hit costs no round trip), and a purge reaches it on every instance
 * through the purge channel. One render across all instances: the first request to miss claims the page's render in
 * the store for a few seconds; the others serve the copy the claim replaces (`x-page-cache: updating`, a purged or
 * expired copy, as Varnish's grace) or, without one, wait for the claimant's copy (a page the claimant found not to
 * be kept, such as a private page, is not claimed again for a minute). A store that cannot answer (down, slow) costs
 * a page nothing: it is served as without one.
 */
export function pageCache({
  maxBytes = 50_000_000,
  pageCookie = () => true,
  staleIfErrorMs = 24 * 60 * 60 * 1000,
  tagHeader,
  counted = () => undefined,
  shared,
  waitPollMs = 25,
}: {
  maxBytes?: number;
  pageCookie?: (name: string) => boolean;
  staleIfErrorMs?: number;
  tagHeader?: TagHeader;
  /**
   * Told how each GET was answered: a fresh copy, a render, the stale copy standing in for a failed render, or the
   * copy served while another request renders its replacement.
   */
  counted?: (result: 'hit' | 'miss' | 'stale' | 'updating') => void;
  /** The copies every instance shares (REDIS_URL); without, each process keeps its own. */
  shared?: SharedPageStore;
  /** How often a request waiting for another's render looks for its copy. */
  waitPollMs?: number;
} = {}) {
  const purges = new PurgeLog();
  const index = new TagIndex();
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.html.length,
    dispose: (page, key) => index.remove(key, page.tags),
  });
  /** The pages this process is finding a copy for (with a shared store): the request that leads, as a promise. */
  const leading = new Map<string, Promise<void>>();
  /** Pages whose last render here was not a copy to keep (a private page): nobody waits for their render. */
  const notKeptHere = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 });

  const middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (req.method !== 'GET') return next();
    const url = req.url ?? '/';
    const parsed = URL.parse(url, 'http://page-cache.invalid');
    if (!parsed || isEditorUrl(parsed)) return next();
    const renderFrom = purges.now();
    const cookie = cookiesThePageReads(req.headers.cookie, pageCookie);
    // A copy depends on the URL and the cookies the page reads: its body is kept uncompressed and compressed per
    // response, so Accept-Encoding must not split it. A client's Cache-Control still asks for a fresh render, as HTTP
    // lets it (arbitrary query strings cost a render all the same).
    const { 'cache-control': cacheControl, pragma } = req.headers;
    const request = { url, method: 'GET', headers: { cookie, 'cache-control': cacheControl, pragma } };
    const asked: Asked = { key: `${request.url}\n${cookie}`, request, path: parsed.pathname, renderFrom };
    const cached = pages.get(asked.key);
    if (fresh(cached, request)) return serve(res, cached, 'hit');
    if (!shared) return render(res, next, asked, { stale: staleOf(cached) });
    return fromSharedStore(shared, res, next, asked, cached);
  };

  function fresh(page: CachedPage | undefined, request: CachePolicy.Request): page is CachedPage {
    return !!page && !page.purged && page.policy.satisfiesWithoutRevalidation(request);
  }

  function serve(res: ServerResponse, page: CachedPage, state: 'hit' | 'updating') {
    counted(state);
    serveCopy(res, res.end.bind(res) as (...args: unknown[]) => ServerResponse, page, state);
  }

  /**
   * A miss with a shared store. In this process the first request to miss a page leads (looks it up, claims its
   * render, renders); the others that ask meanwhile serve the copy it replaces or wait for it, so a process renders a
   * page once even while Redis cannot answer.
   */
  async function fromSharedStore(
    store: SharedPageStore,
    res: ServerResponse,
    next: Next,
    asked: Asked,
    cached: CachedPage | undefined,
  ) {
    const leader = leading.get(asked.key);
    if (leader && !notKeptHere.has(asked.key)) {
      const stale = staleOf(cached);
      if (stale) return serve(res, stale, 'updating');
      await leader;
      const page = pages.get(asked.key);
      if (fresh(page, asked.request)) return serve(res, page, 'hit');
      return throughStore(store, res, next, asked, page, () => undefined);
    }
    let settle!: () => void;
    const led = new Promise<void>((resolve) => (settle = resolve));
    leading.set(asked.key, led);
    let settled = false;
    return throughStore(store, res, next, asked, cached, (notKept) => {
      if (settled) return;
      settled = true;
      if (notKept) notKeptHere.set(asked.key, true);
      if (leading.get(asked.key) === led) leading.delete(asked.key);
      settle();
    });
  }

  /** Looks the page up in the store, then serves its copy, renders it (claimed), or waits for another's render. */
  async function throughStore(
    store: SharedPageStore,
    res: ServerResponse,
    next: Next,
    asked: Asked,
    cached: CachedPage | undefined,
    settle: (notKept: boolean) => void,
  ) {
    const digest = digestOf(asked.key);
    const found = await lookUp(store, digest, asked);
    if (fresh(found?.copy, asked.request)) {
      keepHere(asked.key, found.copy);
      settle(false);
      return serve(res, found.copy, 'hit');
    }
    const stale = staleOf(found?.copy) ?? staleOf(cached);
    if (!found || found.notKept) return render(res, next, asked, { stale, release: settle });
    const claimed = await store.claimRender(digest);
    if (claimed) {
      // The render another request claimed may have ended (its copy kept, its claim given back) between the look-up
      // and this claim: its copy is then the page, not a second render.
      const again = await lookUp(store, digest, asked);
      if (fresh(again?.copy, asked.request)) {
        claimed(false);
        keepHere(asked.key, again.copy);
        settle(false);
        return serve(res, again.copy, 'hit');
      }
    }
    if (claimed !== false)
      return render(res, next, asked, {
        stale,
        sharedFrom: found.purgeCount,
        release: (notKept) => {
          claimed?.(notKept);
          settle(notKept);
        },
      });
    if (stale) {
      settle(false);
      return serve(res, stale, 'updating');
    }
    // Another instance renders a page no copy of which is kept: its copy is there as soon as it is rendered.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, waitPollMs));
      if (res.destroyed) return settle(false);
      const waited = await lookUp(store, digest, asked);
      if (fresh(waited?.copy, asked.request)) {
        keepHere(asked.key, waited.copy);
        settle(false);
        return serve(res, waited.copy, 'hit');
      }
      if (!waited?.rendering) return render(res, next, asked, { stale: undefined, release: settle });
    }
  }

  /** The store's copy as this process would keep it; a purge this process heard meanwhile marks it purged. */
  async function lookUp(store: SharedPageStore, digest: string, asked: Asked) {
    const found = await store.lookUp(digest);
    if (!found) return undefined;
    const { copy, ...state } = found;
    if (!copy) return { ...state, copy: undefined };
    const page: CachedPage = { ...copy, policy: CachePolicy.fromObject(copy.policy) };
    // Purges reach the store before this process: one heard since the look-up began may not be in its answer.
    if (purges.purgedSince(asked.renderFrom, page.tags)) page.purged = true;
    return { ...state, copy: page };
  }

  function keepHere(key: string, page: CachedPage) {
    const ttl = page.staleUntil - Date.now();
    if (ttl <= 0) return;
    pages.set(key, page, { ttl });
    index.add(key, page.tags);
  }

  function staleOf(page: CachedPage | undefined) {
    return page && Date.now() < page.staleUntil ? page : undefined;
  }

  function render(
    res: ServerResponse,
    next: Next,
    asked: Asked,
    {
      stale,
      sharedFrom,
      release,
    }: { stale: CachedPage | undefined; sharedFrom?: number; release?: (notKept: boolean) => void },
  ) {
    counted('miss');
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    // A render that failed is swapped for the stale copy at its first byte, before anything of it is sent.
    let replaced = false;
    const replacedByStaleCopy = () => {
      if (!replaced && stale && !res.headersSent && res.statusCode >= 500) {
        replaced = true;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        counted('stale');
        serveCopy(res, end, stale, 'stale');
      }
      return replaced;
    };
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    // The claim on the page's render ends once its copy is kept (or proved not to be one to keep), or with a response
    // that never ended.
    let ended = false;
    if (release) res.once('close', () => ended || release(false));
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (replacedByStaleCopy()) return true;
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (replacedByStaleCopy()) return res;
      keep(args[0]);
      ended = true;
      const kept = store(res, Buffer.concat(chunks).toString('utf8'), asked, sharedFrom);
      if (release) void kept.then((outcome) => release(outcome === 'not for a shared cache'));
      return end(...args);
    }) as typeof res.end;
    next();
  }

  /**
   * Marks the copies a purge names; says how many, and the cache tags they carried (a purged path's pages were
   * rendered from reads that may be just as old).
   */
  function purge({ tags = [], paths = [], everything = false }: PagePurge): {
    marked: number;
    tags: string[];
  } {
    const named = namedBy({ tags, paths });
    purges.record(everything ? 'everything' : named);
    let marked = 0;
    const carried = new Set<string>();
    const keys = everything ? pages.keys() : index.keysOf(named);
    for (const key of keys) {
      const page = pages.peek(key, { allowStale: true });
      if (page && !page.purged) {
        page.purged = true;
        marked += 1;
        for (const tag of page.tags) if (!tag.startsWith('\n')) carried.add(tag);
      }
    }
    return { marked, tags: [...carried] };
  }

  /**
   * Marks the copies a purge names in the shared store, for every instance (before they hear of it: purgeChannel);
   * says how many and the tags they carried, or undefined without a store or when it could not answer.
   */
  async function purgeShared({ tags = [], paths = [], everything = false }: PagePurge) {
    const marked = await shared?.purge(everything ? 'everything' : namedBy({ tags, paths }));
    return marked && { ...marked, tags: marked.tags.filter((tag) => !tag.startsWith('\n')) };
  }

  return Object.assign(middleware, { purge, purgeShared });

  /** Keeps what a render answered, when HTTP lets a shared cache keep it; says what became of it. */
  async function store(
    res: ServerResponse,
    html: string,
    { key, request, path, renderFrom }: Asked,
    sharedFrom: number | undefined,
  ): Promise<'kept' | 'not for a shared cache' | 'not now'> {
    if (res.statusCode === 404 || res.statusCode === 410) {
      pages.delete(key);
      await shared?.drop(digestOf(key));
    }
    if (res.statusCode >= 500) return 'not now';
    const headers = res.getHeaders() as CachePolicy.Headers;
    if (res.statusCode !== 200 || headers['set-cookie'] !== undefined) return 'not for a shared cache';
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return 'not for a shared cache';
    // A nonce is one response's: kept, it would be every visitor's, and readable by anyone.
    if (String(headers['content-security-policy'] ?? '').includes("'nonce-")) return 'not for a shared cache';
    const policy = new CachePolicy(request, { status: res.statusCode, headers }, { shared: true });
    const ttl = policy.timeToLive();
    if (!policy.storable() || ttl <= 0) return 'not for a shared cache';
    const tags = [...tagsOf(headers, tagHeader), pathTag(path)];
    if (purges.purgedSince(renderFrom, tags)) return 'not now';
    const page = { policy, html, staleUntil: Date.now() + ttl + staleIfErrorMs, tags, purged: false };
    pages.set(key, page, { ttl: ttl + staleIfErrorMs });
    index.add(key, tags);
    if (shared && sharedFrom !== undefined)
      await shared.store(
        digestOf(key),
        { ...page, policy: policy.toObject() },
        sharedFrom,
        ttl + staleIfErrorMs,
      );
    return 'kept';
  }
}

/** What a request asks the page cache for: its key (URL and the cookies the page reads), as HTTP sees it. */
interface Asked {
  key: string;
  request: CachePolicy.Request;
  path: string;
  /** This process's purge count when the request arrived (PurgeLog). */
  renderFrom: number;
}

/** The tags and path tags a purge names. */
function namedBy({ tags, paths }: { tags: readonly string[]; paths: readonly string[] }): string[] {
  return [...tags, ...paths.map((path) => pathTag(pathOf(path)))];
}

/** A copy's key in the shared store: a digest, so the cookies a page reads are never a key Redis lists. */
function digestOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The cache tags a response names in the tag header. */
function tagsOf(headers: CachePolicy.Headers, tagHeader: TagHeader | undefined): string[] {
  const value = tagHeader && headers[tagHeader.name.toLowerCase()];
  if (!tagHeader || typeof value !== 'string') return [];
  return value
    .split(tagHeader.separator)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A purged URL's path ("/faq?x=1" and "/faq" purge the same copies). */
function pathOf(url: string): string {
  return URL.parse(url, 'http://page-cache.invalid')?.pathname ?? url;
}

/**
 * Whether a URL comes from Builder's editor or a preview link, whatever model it names: any `builder.*` parameter or
 * `__builder_editing__` (see site/app/builder/editorMode.ts).
 */
export function isEditorUrl(url: URL): boolean {
  return [...url.searchParams.keys()].some(
    (name) => name === '__builder_editing__' || name.startsWith('builder.'),
  );
}

/**
 * The request's cookies that the page reads, in one order, as the header the copy is stored under. Joined by hand,
 * not by the cookie library's serialiser, which throws on names a browser may still send.
 */
function cookiesThePageReads(header: string | undefined, pageCookie: (name: string) => boolean): string {
  return Object.entries(parseCookie(header ?? ''))
    .filter(([name]) => pageCookie(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

function serveCopy(
  res: ServerResponse,
  end: (...args: unknown[]) => ServerResponse,
  page: CachedPage,
  state: 'hit' | 'stale' | 'updating',
) {
  const headers = page.policy.responseHeaders();
  for (const name of bodyHeaders) delete headers[name];
  // Only a fresh copy may be kept by the caches in front (Varnish, a CDN): a stale or updating one stands in until a
  // render replaces it, and kept for its hour it would outlive that render and the purge that asked for it.
  if (state !== 'hit') headers['cache-control'] = 'public, max-age=0, s-maxage=0';
  res.writeHead(200, { ...headers, 'x-page-cache': state });
  end(page.html);
}

/** How long a purge is remembered: longer than any request (30 s) or backend read (5 s) that began before it. */
const REMEMBERED_MS = 10 * 60 * 1000;

/**
 * When each tag was last purged, in a cache's own count of purges: a render or a read that began before a purge of
 * a tag it ended up showing is not kept (it may hold what the purge was for), nor handed to a caller who came after.
 * Without it a page rendered from the old product while its purge arrived would be stored after the purge and served
 * for the whole max-age.
 */
export class PurgeLog {
  #count = 0;
  #everythingAt = 0;
  #tagAt = new LRUCache<string, number>({ max: 100_000, ttl: REMEMBERED_MS });

  /** The count now: what a render or read notes when it begins. */
  now(): number {
    return this.#count;
  }

  /** A purge of these tags (or of everything). */
  record(tags: Iterable<string> | 'everything'): void {
    this.#count += 1;
    if (tags === 'everything') this.#everythingAt = this.#count;
    else for (const tag of tags) this.#tagAt.set(tag, this.#count);
  }

  /** Whether any of `tags` (or everything) was purged after `since` (a count from now()). */
  purgedSince(since: number, tags: Iterable<string>): boolean {
    if (this.#everythingAt > since) return true;
    if (this.#count === since) return false;
    for (const tag of tags) if ((this.#tagAt.get(tag) ?? 0) > since) return true;
    return false;
  }
}

/**
 * Which keys of a cache hold each tag, so a purge finds its entries without looking at the others. Entries leave it
 * when their cache drops them (`remove` from the cache's dispose).
 */
export class TagIndex {
  #keys = new Map<string, Set<string>>();

  add(key: string, tags: Iterable<string>): void {
    for (const tag of tags) {
      let keys = this.#keys.get(tag);
      if (!keys) this.#keys.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string, tags: Iterable<string>): void {
    for (const tag of tags) {
      const keys = this.#keys.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keys.delete(tag);
    }
  }

  /** The keys holding any of `tags`. */
  keysOf(tags: Iterable<string>): Set<string> {
    const found = new Set<string>();
    for (const tag of tags) for (const key of this.#keys.get(tag) ?? []) found.add(key);
    return found;
  }
}
