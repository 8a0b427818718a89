import { data, redirect, useNavigate } from 'react-router';
import { catalogueCacheHeaders } from '../lib/caching/catalogueCache';
import { catalogueConfigFor } from '../lib/language.server';
import { searchSite } from '@storefront/features/search';
import { SearchWidget } from '@storefront/features/search/widgets';
import { loaderHeadersOnward, serviceUnavailable } from '../lib/serviceUnavailable';
import { serverReads } from '../lib/caching/sharedReads.server';
import { pageTitle, shellStyles } from '../shell';
import { readRequestNumber, useTranslation } from '@storefront/features/platform';
import type { Route } from './+types/search';

const PER_PAGE = 10;
/** Past 100 pages of ten a shopper searches again; the limit keeps a written page number from reaching the service. */
const PAGES = { min: 1, max: 100, fallback: 1 } as const;

/**
 * Results are rendered on the server, so a search link shows its results before any JavaScript runs. The page is
 * public for anonymous shoppers (catalogueCache.ts); a 503 never is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get('q')?.trim() ?? '';
  const written = url.searchParams.get('page');
  const { value: page, problem } = readRequestNumber(written, PAGES);
  // A page the shop never links to (malformed, out of range, written another way) is sent to the one it shows.
  if (written !== null && (problem || written !== String(page) || page === 1)) {
    const canonical = new URLSearchParams(url.search);
    if (page === 1) canonical.delete('page');
    else canonical.set('page', String(page));
    throw redirect(`${url.pathname}${canonical.size > 0 ? `?${canonical}` : ''}`);
  }
  // Search results come from the search service, which no purge names.
  const headers = catalogueCacheHeaders(request, { purged: false });
  if (!query) return data({ query, results: undefined, failedOnServer: false }, { headers });
  // In the page's language: the search service answers German titles and snippets to `lang=de`.
  const config = await catalogueConfigFor(request);
  let results: Awaited<ReturnType<typeof searchSite>>;
  try {
    results = await searchSite(config, { query, page, perPage: PER_PAGE }, { share: serverReads });
  } catch {
    return serviceUnavailable({ query, results: undefined, failedOnServer: true });
  }
  return data({ query, results, failedOnServer: false }, { headers });
}

export const headers = loaderHeadersOnward;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData?.query
      ? pageTitle(matches, 'shell.page.searchFor', { query: loaderData.query })
      : pageTitle(matches, 'shell.page.search'),
  },
  { name: 'robots', content: 'noindex' },
];

const hrefForPage = (query: string, page: number) =>
  `/search?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) })}`;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.search')}</h1>
      <SearchWidget
        key={loaderData.query}
        initialQuery={loaderData.query}
        {...(loaderData.results ? { initialResults: loaderData.results } : {})}
        // The loader already waited the full timeout: the shopper reads that at once, not after a second wait.
        failedOnServer={loaderData.failedOnServer}
        perPage={PER_PAGE}
        hrefForPage={hrefForPage}
        onSearchChange={({ query, page }) =>
          navigate(hrefForPage(query, page), { replace: false, preventScrollReset: true })
        }
      />
    </div>
  );
}
