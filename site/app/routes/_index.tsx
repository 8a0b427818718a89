import { BuilderPage } from '../builder';
import { loadBuilderPage } from '../builder/loader.server';
import type { Route } from './+types/_index';

/** The home page is the Builder `page` entry for "/". */
export function loader({ request }: Route.LoaderArgs) {
  return loadBuilderPage(request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [
    {
      title: data?.content.data.title === 'Home' ? 'Storefront' : (data?.content.data.title ?? 'Storefront'),
    },
    { name: 'description', content: 'Flavours, devices and more.' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <BuilderPage content={loaderData.content} editing={loaderData.editing} preview={loaderData.preview} />
  );
}
