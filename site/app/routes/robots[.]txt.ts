import { publicOrigin } from '../lib/config.server';
import { robotsTxt } from '../seo/sitemap.server';

/** robots.txt with the sitemap's address on the configured origin (a static file could not know it). */
export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
