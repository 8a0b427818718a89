import { reportContentFailure } from '../builder/content.server';
import { publicOrigin, shopConfig } from '../lib/config.server';
import { sitemapPaths, sitemapXml } from '../seo/sitemap.server';

/** How long one answer serves every crawler: new products and pages show up within five minutes. */
const FRESH_MS = 5 * 60 * 1000;
let lastGood: { xml: string; until: number } | undefined;

/**
 * sitemap.xml from the backends, on the configured origin. A backend that fails makes it a 503 with Retry-After:
 * never a partial sitemap that claims to be the whole site.
 */
export async function loader() {
  if (!lastGood || lastGood.until <= Date.now()) {
    try {
      lastGood = {
        xml: sitemapXml(publicOrigin(), await sitemapPaths(shopConfig())),
        until: Date.now() + FRESH_MS,
      };
    } catch (error) {
      // The sitemap also reads the catalogue, whose client reports its own failures as Builder's does.
      reportContentFailure(error, { urlPath: '(sitemap)' });
      return new Response('The sitemap is not available right now. Please try again shortly.\n', {
        status: 503,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Retry-After': '60',
          'Cache-Control': 'no-store',
        },
      });
    }
  }
  return new Response(lastGood.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${FRESH_MS / 1000}`,
    },
  });
}
