// How a change reaches the shop's caches: Builder's webhook and Magento's PURGE name what changed, and every serving
// process forgets the pages and shared reads that showed it (docs/architecture.md, "Caching and invalidation").
import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import express from 'express';
import { limits, plain } from './guards.mjs';
import { isPurge } from './workers.mjs';

/** A cache tag as the shop writes them (Magento's `cat_p_7`, `builder_page_<id>`): nothing a pattern could mean. */
const TAG = /^[A-Za-z0-9_.:-]{1,100}$/;
/** One tag of Magento's pattern, as Magento's PurgeCache writes it: `((^|,)<tag>(,|$))`. */
const OPEN = '((^|,)';
const CLOSE = '(,|$))';
/** Magento sends its purges in chunks of about 8 KB; a pattern naming more tags than this is not Magento's. */
const MAX_PATTERN_TAGS = 2_000;

/**
 * The tags an `X-Magento-Tags-Pattern` names, read as text and never compiled as a regular expression: Magento joins
 * `((^|,)<tag>(,|$))` per tag with `|`, and sends `.*` to purge everything. Anything else (another regular
 * expression, a tag with characters tags never have, an empty pattern) is undefined: the request is refused with 400.
 */
export function magentoTagsOfPattern(pattern) {
  if (typeof pattern !== 'string') return undefined;
  if (pattern === '.*') return 'everything';
  const tags = [];
  let at = 0;
  while (at < pattern.length && tags.length < MAX_PATTERN_TAGS) {
    if (tags.length > 0) {
      if (pattern[at] !== '|') return undefined;
      at += 1;
    }
    if (!pattern.startsWith(OPEN, at)) return undefined;
    const end = pattern.indexOf(CLOSE, at + OPEN.length);
    if (end < 0) return undefined;
    const tag = pattern.slice(at + OPEN.length, end);
    if (!TAG.test(tag)) return undefined;
    tags.push(tag);
    at = end + CLOSE.length;
  }
  return tags.length > 0 && at === pattern.length ? [...new Set(tags)] : undefined;
}

/** The connection's own address (never a forwarded one), an IPv4 address mapped into IPv6 read as IPv4. */
function peerAddress(req) {
  const address = req.socket.remoteAddress ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped
    ? { address: mapped[1], type: 'ipv4' }
    : { address, type: address.includes(':') ? 'ipv6' : 'ipv4' };
}

/** Compares a presented secret with the configured one in constant time, whatever their lengths. */
function sameSecret(presented, secret) {
  const digest = (value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}

/**
 * Applies a purge in this process and hands it to the supervisor for the others (workers.mjs passes it on), so every
 * process of the instance forgets the same pages. `apply` is this process's own (page cache and shared reads).
 */
export function purgeAcrossProcesses(apply) {
  if (cluster.isWorker)
    process.on('message', (message) => {
      if (isPurge(message)) apply(message.purge);
    });
  return (purge) => {
    const marked = apply(purge);
    if (cluster.isWorker && process.connected) process.send({ purge });
    return marked;
  };
}

/**
 * The purge routes:
 * - `POST /hooks/builder`: Builder's webhook, with `Authorization: Bearer <BUILDER_WEBHOOK_SECRET>` (401 without a
 *   word otherwise; without a configured secret the route does not exist, 404). A body over 1 MB is 413. A model the
 *   shop does not read is 204 and purges nothing; otherwise the entry's pages and reads are purged (`webhookPurge`
 *   reads the body, builder/webhook.server.ts) and the answer is 200.
 * - `PURGE` (any path), Magento's Varnish purge: only from `purgeAllowed` addresses (405 otherwise, as Magento's VCL
 *   answers), with `X-Magento-Tags-Pattern` (400 when it is not Magento's shape); without that header the request's
 *   own path is purged (the `npm run purge -- --url` of an operator).
 * `purge` answers (or resolves with) how many pages it marked. Nothing from a request is logged but what was purged.
 */
export function purgeRoutes(app, { webhookSecret, webhookPurge, purgeAllowed, purge, log = console.log }) {
  const readJson = express.json({ limit: limits.pageBody, type: () => true });
  app.post('/hooks/builder', (req, res, next) => {
    if (!webhookSecret) return plain(res, 404, 'Not found');
    if (Number(req.headers['content-length'] ?? 0) > limits.pageBody)
      return plain(res, 413, 'Request body too large');
    const [scheme, presented] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !presented || !sameSecret(presented, webhookSecret))
      return plain(res, 401, 'Unauthorized');
    readJson(req, res, async (error) => {
      if (error) return next(error);
      const asked = webhookPurge(req.body);
      if (asked === undefined) return plain(res, 400, 'Bad request: not a Builder webhook');
      if (asked === 'unknown model') return res.status(204).end();
      const marked = await purge(asked);
      log(
        `Builder webhook: purged ${asked.tags.join(' ')} and ${asked.paths.length} path(s), ${marked} page(s)`,
      );
      plain(res, 200, 'Purged');
    });
  });
  app.use(async (req, res, next) => {
    if (req.method !== 'PURGE') return next();
    const { address, type } = peerAddress(req);
    if (!purgeAllowed.check(address, type)) return plain(res, 405, 'Method not allowed');
    const pattern = req.headers['x-magento-tags-pattern'];
    let asked;
    if (pattern === undefined) asked = { paths: [req.path] };
    else {
      const tags = magentoTagsOfPattern(pattern);
      if (tags === undefined) return plain(res, 400, 'Bad request: not a Magento tags pattern');
      asked = tags === 'everything' ? { everything: true } : { tags };
    }
    const marked = await purge(asked);
    log(
      `PURGE: ${asked.everything ? 'everything' : asked.tags ? `${asked.tags.length} tag(s)` : `path ${req.path}`}, ` +
        `${marked} page(s)`,
    );
    plain(res, 200, 'Purged');
  });
}
