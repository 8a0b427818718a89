import { fetchLoyaltyArticlePages, reportContentFailure } from '../builder/content.server';
import { shopConfigFor } from '../lib/language.server';
import { cacheHeaders } from '../lib/security';
import { serverReads } from '../lib/caching/sharedReads.server';
import { builderModelTag } from '../builder/cacheTags';
import type { Route } from './+types/loyalty.articles';

/**
 * The loyalty articles' pages (id, title in the shopper's language, path), as JSON: the loyalty service names an
 * article by id only, so the shop reads from Builder where each one is and what it is called. One shared read per
 * language; when Builder cannot answer, an empty list (the articles show without links), never an error page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const config = await shopConfigFor(request);
  try {
    // Any page published, moved or removed may change the list.
    const pages = await serverReads(
      `builder:loyalty-articles:${config.locale}`,
      () => fetchLoyaltyArticlePages(config),
      undefined,
      () => [builderModelTag('page')],
    );
    return Response.json(pages, { headers: cacheHeaders.publicPage });
  } catch (error) {
    reportContentFailure(error, { urlPath: '(loyalty articles)' });
    return Response.json([], { headers: { 'Cache-Control': 'no-store' } });
  }
}
