// The HTTP caches in front of the shop (HTTP_CACHE_PURGE_URLS): every purge the shop receives is sent on to them, so
// a change leaves Varnish, Fastly or Cloudflare as quickly as it leaves the shop (docs/architecture.md, "Caching and
// invalidation"). Only the instance that received a purge sends it on; a purge heard from another instance is not.

/** How long a cache may take to answer a purge: it never holds up the purge the shop answers. */
const PURGE_TIMEOUT_MS = 3_000;
/**
 * A purge is sent again this long after: a copy the cache fetched from another process or instance that had not yet
 * heard the purge (Redis carries it in well under a second) is dropped then too, instead of kept for the hour.
 */
export const REPURGE_AFTER_MS = 2_000;
/** Varnish's default request header limit is 8 KB: keys go in headers of at most this many characters. */
const VARNISH_HEADER_CHARS = 4_000;
/** Fastly takes at most 256 keys per purge request, Cloudflare 100 tags or URLs. */
const FASTLY_KEYS = 256;
const CLOUDFLARE_ITEMS = 100;

export const FASTLY_API = 'https://api.fastly.com';
export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

/**
 * The xkey that names every copy of a path in the shipped VCL (deploy/varnish/default.vcl appends it to each copy's
 * keys): the path without its query, commas written as %2C since xkey splits keys at commas and spaces.
 */
export const varnishPathKey = (path) => `path:${pathOf(path).replaceAll(',', '%2C')}`;
/** The xkey the shipped VCL gives every copy, for a purge of everything. */
export const VARNISH_EVERYTHING_KEY = 'storefront:everything';

function pathOf(path) {
  return URL.parse(path, 'http://path.invalid')?.pathname ?? path;
}

/** Splits items into groups, each within `fits` (a count or a size). */
function chunks(items, fits) {
  const groups = [];
  let group = [];
  for (const item of items) {
    if (group.length > 0 && !fits([...group, item])) {
      groups.push(group);
      group = [];
    }
    group.push(item);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * The requests that purge `purge` ({ tags, paths, everything }) from one cache, as [url, init] pairs for fetch.
 * - Varnish with the shipped VCL: `PURGE /` with `xkey-purge: <keys>` (tags, `path:` keys), soft purges.
 * - Fastly: soft purge by surrogate key (`POST /service/<id>/purge`, `Surrogate-Key`, `Fastly-Soft-Purge: 1`), a
 *   path by its public URL (`POST /purge/<host><path>`), everything with `POST /service/<id>/purge_all`.
 * - Cloudflare: `POST /zones/<zone>/purge_cache` with `{ tags }`, `{ files }` (public URLs) or `{ purge_everything }`.
 * Fastly and Cloudflare purge a URL exactly: a path's other query strings wait for their max-age (or a tag purge).
 */
export function purgeRequests(cache, { tags = [], paths = [], everything = false }, { publicUrl } = {}) {
  const publicUrlOf = (path) => new URL(pathOf(path), publicUrl).href;
  switch (cache.kind) {
    case 'varnish': {
      const keys = everything ? [VARNISH_EVERYTHING_KEY] : [...tags, ...paths.map(varnishPathKey)];
      return chunks(keys, (group) => group.join(' ').length <= VARNISH_HEADER_CHARS).map((group) => [
        new URL('/', cache.url).href,
        { method: 'PURGE', headers: { 'xkey-purge': group.join(' ') } },
      ]);
    }
    case 'fastly': {
      const api = cache.api ?? FASTLY_API;
      const service = `${api}/service/${encodeURIComponent(cache.serviceId)}`;
      const key = { 'Fastly-Key': cache.token, Accept: 'application/json' };
      if (everything) return [[`${service}/purge_all`, { method: 'POST', headers: key }]];
      return [
        ...chunks(tags, (group) => group.length <= FASTLY_KEYS).map((group) => [
          `${service}/purge`,
          {
            method: 'POST',
            headers: { ...key, 'Surrogate-Key': group.join(' '), 'Fastly-Soft-Purge': '1' },
          },
        ]),
        ...(publicUrl ? paths : []).map((path) => [
          `${api}/purge/${publicUrlOf(path).replace(/^https?:\/\//, '')}`,
          { method: 'POST', headers: { ...key, 'Fastly-Soft-Purge': '1' } },
        ]),
      ];
    }
    case 'cloudflare': {
      const endpoint = `${cache.api ?? CLOUDFLARE_API}/zones/${encodeURIComponent(cache.zoneId)}/purge_cache`;
      const post = (body) => [
        endpoint,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${cache.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
      ];
      if (everything) return [post({ purge_everything: true })];
      const fits = (group) => group.length <= CLOUDFLARE_ITEMS;
      return [
        ...chunks(tags, fits).map((group) => post({ tags: group })),
        ...chunks(publicUrl ? paths.map(publicUrlOf) : [], fits).map((group) => post({ files: group })),
      ];
    }
    default:
      return [];
  }
}

/** A cache as the log names it: its kind and host or id, never its token. */
export function cacheName(cache) {
  if (cache.kind === 'varnish') return `Varnish at ${new URL(cache.url).host}`;
  return cache.kind === 'fastly' ? `Fastly service ${cache.serviceId}` : `Cloudflare zone ${cache.zoneId}`;
}

/**
 * Returns `forward(purge)`: sends a purge to every cache now and once more after REPURGE_AFTER_MS, without waiting for
 * them. A cache that fails, refuses or takes over PURGE_TIMEOUT_MS is named in the log once (by cacheName, with the
 * status or error code, never a token or a request), and again only after it has purged successfully in between.
 */
export function httpCachePurges(
  caches,
  { publicUrl, log = console.warn, repurgeAfterMs = REPURGE_AFTER_MS } = {},
) {
  const failing = new Set();
  const send = async (cache, purge) => {
    let problem;
    for (const [url, init] of purgeRequests(cache, purge, { publicUrl })) {
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
        await response.body?.cancel();
        if (!response.ok) problem ??= `answered ${response.status}`;
      } catch (error) {
        problem ??=
          error.name === 'TimeoutError'
            ? `no answer within ${PURGE_TIMEOUT_MS} ms`
            : (error.cause?.code ?? error.name);
      }
    }
    const name = cacheName(cache);
    if (!problem) failing.delete(name);
    else if (!failing.has(name)) {
      failing.add(name);
      log(
        `Purges: ${name} ${problem}; its copies may be kept until their max-age. Said once until it purges again.`,
      );
    }
  };
  const sendAll = (purge) => Promise.all(caches.map((cache) => send(cache, purge)));
  return (purge) => {
    if (caches.length === 0) return Promise.resolve();
    setTimeout(() => void sendAll(purge), repurgeAfterMs).unref();
    return sendAll(purge);
  };
}
