import { BuilderPage } from '../builder';
import { loadBuilderPage } from '../builder/loader.server';
import type { Route } from './+types/$';

/** Every URL no other route claims is a Builder `page`; no entry for it means a real 404. */
export function loader({ request }: Route.LoaderArgs) {
  return loadBuilderPage(request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Page not found' }];
  const { title, description } = data.content.data;
  return [
    { title: title ?? 'Storefront' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function BuilderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BuilderPage content={loaderData.content} editing={loaderData.editing} preview={loaderData.preview} />
  );
}
