import { useMemo } from 'react';
import { data, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { SWRConfig } from 'swr';
import {
  FlavourFinderUrlContext,
  flavourProfilesFallback,
  type FlavourFinderUrl,
} from '@storefront/features/flavour-finder';
import { BuilderPage } from '../builder';
import { ContentUnavailable } from '../builder/ContentUnavailable';
import { loadBuilderPage } from '../builder/loader.server';
import { serverCommerce } from '../lib/caching/sharedReads.server';
import { shopConfigFor } from '../lib/language.server';
import type { Route } from './+types/flavour-finder';

// The same title, description and robots rules as every other Builder page.
export { headers, meta } from './builder-page';

/**
 * The flavour finder is a Builder page like any other (the marketer writes its questions in the Flavour finder
 * block); this route adds the catalogue's flavours to the first HTML and hands the finder the URL, so a link with the
 * answers (`?q1=2&q2=1&q3=3`) arrives with its result already rendered.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [page, fallback] = await Promise.all([
    loadBuilderPage(request),
    shopConfigFor(request).then((config) => flavourProfilesFallback(serverCommerce(config))),
  ]);
  return data({ ...page.data, fallback }, page.init ?? undefined);
}

/** An answer changes only the query string: the page and the flavours stay as they are. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function FlavourFinderRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const url = useMemo<FlavourFinderUrl>(
    () => ({
      search: location.search,
      setSearch: (search) => void navigate({ search }, { preventScrollReset: true }),
    }),
    [location.search, navigate],
  );
  if ('unavailable' in loaderData) return <ContentUnavailable />;
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <FlavourFinderUrlContext.Provider value={url}>
        <BuilderPage content={loaderData.content} editing={loaderData.editing} />
      </FlavourFinderUrlContext.Provider>
    </SWRConfig>
  );
}
