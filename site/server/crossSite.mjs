// The one check every request that may change something passes, page route or not: a browser says where a request
// comes from (Origin, Sec-Fetch-Site), and a request another site's page made is refused before anything runs.
import { plain } from './guards.mjs';

/** Methods that only read: links, reloads, images and crawlers, from anywhere. */
const readingMethods = new Set(['GET', 'HEAD']);

/**
 * Refuses (403, nothing set, nothing run) every request but GET and HEAD that a browser made on another site's page:
 * an Origin that is not the shop's own (`originIsAllowed`, from configuration; `null` included), or Sec-Fetch-Site
 * `cross-site`, or `same-site` (a sibling subdomain) without an allowed Origin. A request with neither header is not a
 * browser's (curl, monitoring, the server's own calls to its sandbox): every browser the shop runs in sends Origin on
 * a POST, so a forged form or fetch always carries one. Builder's editor frames pages and talks to them by message; it
 * posts nothing to the shop, so its origin is not allowed here.
 */
export function refuseCrossSite({ originIsAllowed }) {
  return (req, res, next) => {
    if (readingMethods.has(req.method)) return next();
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const fromShop = origin !== undefined && originIsAllowed(origin);
    const refused =
      (origin !== undefined && !fromShop) ||
      (site !== undefined &&
        site !== 'same-origin' &&
        site !== 'none' &&
        !(site === 'same-site' && fromShop));
    if (refused) return plain(res, 403, 'Forbidden: a request from another site cannot change anything here');
    next();
  };
}
