import { hasLoginFlag } from '../loginFlag';
import { cacheHeaders } from '../security';

/**
 * The caching of a catalogue page (product, category, search). Anonymous shoppers all see the same page, so it is
 * public and refreshed in the background (the shop's page cache and any CDN keep it, per URL and page cookie): product
 * and category pages, purged by their products' tags when Magento changes one, for an hour in shared caches; search
 * results, which no purge names (`purged: false`), for a minute. The prices and stock on it are confirmed in the
 * browser, which fetches them again once the page is live, and adding to the cart goes by the backend's answer. A
 * signed-in shopper's page is private: their prices may be their own, and their copy must never be shared.
 *
 * A page that is not `shareable` is never kept either: a category URL whose filter values the catalogue does not
 * offer, or a product URL naming a colour the product does not have, so a shared cache holds one copy per real choice
 * and junk values cannot fill it.
 */
export function catalogueCacheHeaders(
  request: Request,
  { shareable = true, purged = true }: { shareable?: boolean; purged?: boolean } = {},
) {
  if (!shareable || hasLoginFlag(request)) return cacheHeaders.privatePage;
  return purged ? cacheHeaders.purgedPage : cacheHeaders.publicPage;
}
