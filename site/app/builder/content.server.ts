import { builder } from '@builder.io/react/lite';
import type { BuilderContent } from '@builder.io/sdk';
import type { StorefrontConfig } from '@storefront/features/platform';
import { initBuilder } from './sdk';

/** A `page` entry as the site uses it: the SDK's content type, with the id and data every served page has. */
export type BuilderPageContent = BuilderContent & {
  id: string;
  data: NonNullable<BuilderContent['data']> & { title?: string; description?: string };
};

export interface PageQuery {
  urlPath: string;
  /** Preview and editing show unpublished content, fresh from the API. */
  preview?: boolean;
  /** builder.overrides.page: the one entry the editor previews. */
  previewEntryId?: string;
  fields?: string;
  omit?: string;
  offset?: number;
  /** Defaults to the content API's own default of 30. */
  limit?: number;
  apiVersion?: string;
}

/**
 * Fetches the `page` entry for a URL through the Builder SDK (content API, spec section 7). Throws, as the spec says,
 * when there is none: 'Error fetching data.' is logged and the 404 response is thrown; a missing key throws
 * 'Missing API key' and an unknown API version the SDK's invalid apiVersion error.
 */
export async function fetchBuilderPage(
  config: StorefrontConfig,
  query: PageQuery,
): Promise<BuilderPageContent> {
  initBuilder(config, { apiVersion: query.apiVersion ?? 'v3' });
  const results = (await builder.getAll('page', {
    userAttributes: { urlPath: query.urlPath, locale: config.locale },
    locale: config.locale,
    limit: query.limit ?? 30,
    ...(query.offset !== undefined ? { offset: query.offset } : {}),
    ...(query.fields ? { fields: query.fields } : {}),
    ...(query.omit ? { omit: query.omit } : {}),
    ...(query.preview ? { includeUnpublished: true, cachebust: true } : {}),
    ...(query.previewEntryId ? { query: { id: query.previewEntryId } } : {}),
  })) as unknown as BuilderContent[];
  const [content] = results ?? [];
  if (!content?.id || !content.data) {
    console.error('Error fetching data.', { model: 'page', urlPath: query.urlPath });
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  return content as BuilderPageContent;
}
