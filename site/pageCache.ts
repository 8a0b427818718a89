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
 */
export function pageCache({
  maxBytes = 50_000_000,
  pageCookie = () => true,
}: { maxBytes?: number; pageCookie?: (name: string) => boolean } = {}) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.html.length,
  });

  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (req.method !== 'GET') return next();
    const cookie = cookiesThePageReads(req.headers.cookie, pageCookie);
    const request = { url: req.url ?? '/', method: 'GET', headers: { ...req.headers, cookie } };
    const key = `${request.url}\n${cookie}`;
    const cached = pages.get(key);
    if (cached?.policy.satisfiesWithoutRevalidation(request)) return serveCopy(res, cached);

    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keep(args[0]);
      store(key, request, res, Buffer.concat(chunks).toString('utf8'));
      return end(...args);
    }) as typeof res.end;
    next();
  };

  function store(key: string, request: CachePolicy.Request, res: ServerResponse, html: string) {
    const headers = res.getHeaders() as CachePolicy.Headers;
    if (res.statusCode !== 200 || headers['set-cookie'] !== undefined) return;
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return;
    const policy = new CachePolicy(request, { status: res.statusCode, headers }, { shared: true });
    const ttl = policy.timeToLive();
    if (!policy.storable() || ttl <= 0) return;
    const nonce = nonceOfPolicy.exec(String(headers['content-security-policy'] ?? ''))?.[1];
    pages.set(key, { policy, html, nonce }, { ttl });
  }
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

function serveCopy(res: ServerResponse, page: CachedPage) {
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
  res.writeHead(200, { ...headers, 'x-page-cache': 'hit' });
  res.end(html);
}
