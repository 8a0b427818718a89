import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';

interface CachedPage {
  policy: CachePolicy;
  html: string;
  /** The nonce the page was rendered with; every copy served gets its own in its place. */
  nonce: string | undefined;
  /** Until when (Date.now() milliseconds) the copy may stand in for a render that failed with a 5xx. */
  staleUntil: number;
}

type Next = (error?: unknown) => void;

const nonceOfPolicy = /'nonce-([^']+)'/;
// The body is stored decompressed; the compression middleware encodes each copy again.
const bodyHeaders = ['content-encoding', 'content-length', 'transfer-encoding'];

/**
 * The shop's own shared cache in front of the renderer. A page the site marks public (Cache-Control public, Vary
 * Cookie) is rendered once per URL and cookie header and then served from memory while HTTP says it is fresh, as a
 * CDN would; http-cache-semantics decides what may be stored and reused. Pages that set a cookie, private pages and
 * anything but a 200 HTML page are never stored. Each copy is served with a fresh CSP nonce, so no two responses share
 * one.
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
 */
export function pageCache({
  maxBytes = 50_000_000,
  pageCookie = () => true,
  staleIfErrorMs = 24 * 60 * 60 * 1000,
}: { maxBytes?: number; pageCookie?: (name: string) => boolean; staleIfErrorMs?: number } = {}) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.html.length,
  });

  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (req.method !== 'GET') return next();
    const url = req.url ?? '/';
    const parsed = URL.parse(url, 'http://page-cache.invalid');
    if (!parsed || isEditorUrl(parsed)) return next();
    const cookie = cookiesThePageReads(req.headers.cookie, pageCookie);
    // A copy depends on the URL and the cookies the page reads: its body is kept uncompressed and compressed per
    // response, so Accept-Encoding must not split it. A client's Cache-Control still asks for a fresh render, as HTTP
    // lets it (arbitrary query strings cost a render all the same).
    const { 'cache-control': cacheControl, pragma } = req.headers;
    const request = { url, method: 'GET', headers: { cookie, 'cache-control': cacheControl, pragma } };
    const key = `${request.url}\n${cookie}`;
    const cached = pages.get(key);
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    if (cached?.policy.satisfiesWithoutRevalidation(request)) return serveCopy(res, end, cached, 'hit');
    const stale = cached && Date.now() < cached.staleUntil ? cached : undefined;

    // A render that failed is swapped for the stale copy at its first byte, before anything of it is sent.
    let replaced = false;
    const replacedByStaleCopy = () => {
      if (!replaced && stale && !res.headersSent && res.statusCode >= 500) {
        replaced = true;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        serveCopy(res, end, stale, 'stale');
      }
      return replaced;
    };
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (replacedByStaleCopy()) return true;
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (replacedByStaleCopy()) return res;
      keep(args[0]);
      store(key, request, res, Buffer.concat(chunks).toString('utf8'));
      return end(...args);
    }) as typeof res.end;
    next();
  };

  function store(key: string, request: CachePolicy.Request, res: ServerResponse, html: string) {
    if (res.statusCode === 404 || res.statusCode === 410) pages.delete(key);
    const headers = res.getHeaders() as CachePolicy.Headers;
    if (res.statusCode !== 200 || headers['set-cookie'] !== undefined) return;
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return;
    const policy = new CachePolicy(request, { status: res.statusCode, headers }, { shared: true });
    const ttl = policy.timeToLive();
    if (!policy.storable() || ttl <= 0) return;
    const nonce = nonceOfPolicy.exec(String(headers['content-security-policy'] ?? ''))?.[1];
    const page = { policy, html, nonce, staleUntil: Date.now() + ttl + staleIfErrorMs };
    pages.set(key, page, { ttl: ttl + staleIfErrorMs });
  }
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
  state: 'hit' | 'stale',
) {
  const headers = page.policy.responseHeaders();
  for (const name of bodyHeaders) delete headers[name];
  let html = page.html;
  if (page.nonce) {
    const nonce = randomBytes(16).toString('base64');
    html = html.replaceAll(page.nonce, nonce);
    headers['content-security-policy'] = String(headers['content-security-policy']).replaceAll(
      page.nonce,
      nonce,
    );
  }
  res.writeHead(200, { ...headers, 'x-page-cache': state });
  end(html);
}
