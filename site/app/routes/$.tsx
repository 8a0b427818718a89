import { BuilderPage } from '../builder';
import { ContentUnavailable } from '../builder/ContentUnavailable';
import { loadBuilderPage } from '../builder/loader.server';
import { languagesOf, originOf, pageMeta } from '../seo';
import { loaderHeadersOnward } from '../serviceUnavailable';
import { pageTitle } from '../shell';
import type { Route } from './+types/$';

/** Every URL no other route claims is a Builder `page`; no entry for it means a real 404. */
export function loader({ request }: Route.LoaderArgs) {
  return loadBuilderPage(request);
}

export const headers = loaderHeadersOnward;

export function meta({ loaderData: data, location, matches }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle(matches, 'shell.page.notFound') }];
  if ('unavailable' in data) return [{ title: pageTitle(matches, 'shell.page.unavailable') }];
  const { title, description } = data.content.data;
  return [
    ...pageMeta(
      originOf(matches),
      location.pathname,
      { title: title ?? 'Storefront', description },
      languagesOf(matches),
    ),
    ...(data.editing ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function BuilderRoute({ loaderData }: Route.ComponentProps) {
  if ('unavailable' in loaderData) return <ContentUnavailable />;
  return <BuilderPage content={loaderData.content} editing={loaderData.editing} />;
}
