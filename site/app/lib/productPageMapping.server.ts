import { LRUCache } from 'lru-cache';
import {
  createShopPlatformClient,
  type ProductPageMapping,
} from '@storefront/features/backends/shop-platform';
import { reportError } from '@storefront/features/platform';
import { withinBudget } from './optionalReads.server';

/** How long one read of the platform's product-page mapping is used on the server, as the platform configuration. */
export const PRODUCT_PAGE_MAPPING_TTL_MS = 60_000;

/**
 * Reads the product-page mapping at most once a minute per platform URL: concurrent pages share one read, the previous
 * answer is served while the next is fetched, and a failed read (reported) counts as an empty mapping for that minute,
 * so every product links to its own product page rather than the page failing.
 */
export function createProductPageMappingReader(ttlMs = PRODUCT_PAGE_MAPPING_TTL_MS) {
  const cache = new LRUCache<string, { mapping: ProductPageMapping }>({
    max: 4,
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: async (platformUrl) => {
      try {
        // Straight from the platform: the browser's session-storage cache (catalog's getProductPageMapping) has no
        // place on a server that serves every shopper.
        return { mapping: await createShopPlatformClient(platformUrl).productPageMapping() };
      } catch (error) {
        reportError(error, {
          service: 'platform',
          action: 'product-page mapping unavailable: products link to their own pages',
        });
        return { mapping: {} };
      }
    },
  });
  return async (platformUrl: string) => (await cache.fetch(platformUrl))?.mapping ?? {};
}

const readMapping = createProductPageMappingReader();

/**
 * The server's one reader, within the optional-read budget: a platform slower than that leaves the mapping empty for
 * this page (every product teaser links to its own product page, silently: the link still leads to the product).
 */
export const readProductPageMapping = (platformUrl: string): Promise<ProductPageMapping> =>
  withinBudget(readMapping(platformUrl), {});
