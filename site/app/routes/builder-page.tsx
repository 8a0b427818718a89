import { useFormAction } from 'react-router';
import { BuilderPage } from '../builder';
import { ContentUnavailable } from '../builder/ContentUnavailable';
import { builderPageHeaders, sendBuilderForm } from '../builder/forms.server';
import { builderPageFor, loadBuilderPage } from '../builder/loader.server';
import { languagesOf, originOf, pageMeta } from '../seo';
import { pageTitle } from '../shell';
import type { Route } from './+types/builder-page';

/** The Builder `page` entry for the URL (the home page's is "/"); no entry for it means a real 404. */
export function loader({ request }: Route.LoaderArgs) {
  return loadBuilderPage(request);
}

/** One of Builder's forms on the page, posted (before hydration too): sent by the server, the page drawn with how it went. */
export function action(args: Route.ActionArgs) {
  return sendBuilderForm(args, () => builderPageFor(args.request));
}

export const headers = builderPageHeaders;

export function meta({ loaderData: data, location, matches }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle(matches, 'shell.page.notFound') }];
  if ('unavailable' in data) return [{ title: pageTitle(matches, 'shell.page.unavailable') }];
  const { title, description } = data.content.data;
  return [
    ...pageMeta(
      originOf(matches),
      location.pathname,
      // The home entry is called "Home" in the editor; in a browser tab and a search result it is the shop.
      { title: !title || title === 'Home' ? 'Storefront' : title, description },
      languagesOf(matches),
    ),
    ...(data.editing ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function BuilderRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Builder's forms post to this route: for the home page, the index route (`/?index`).
  const formAction = useFormAction();
  if ('unavailable' in loaderData) return <ContentUnavailable />;
  return (
    <BuilderPage
      content={loaderData.content}
      editing={loaderData.editing}
      formOutcome={actionData}
      formAction={formAction}
    />
  );
}
