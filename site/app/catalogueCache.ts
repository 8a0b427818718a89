import { hasLoginFlag } from './loginFlag';
import { cacheHeaders } from './security';

/**
 * The caching of a catalogue page (product, category, search). Anonymous shoppers all see the same page, so it is
 * public for a minute and refreshed in the background (the shop's page cache and any CDN keep it, per URL and page
 * cookie); the prices and stock on it are confirmed in the browser, which fetches them again once the page is live,
 * and adding to the cart goes by the backend's answer. A signed-in shopper's page is private: their prices may be
 * their own, and their copy must never be shared.
 *
 * A page that is not `shareable` is never kept either: a category URL whose filter values the catalogue does not
 * offer, or a product URL naming a colour the product does not have, so a shared cache holds one copy per real choice
 * and junk values cannot fill it.
 */
export function catalogueCacheHeaders(request: Request, { shareable = true }: { shareable?: boolean } = {}) {
  return shareable && !hasLoginFlag(request) ? cacheHeaders.publicPage : cacheHeaders.privatePage;
}
