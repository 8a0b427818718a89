import { data } from 'react-router';
import { shopConfig } from '../config.server';
import { cacheHeaders } from '../security';
import { chooseVariation } from './abTest';
import { fetchBuilderPage, type BuilderPageContent } from './content.server';
import { editorModeOf, pagePathOf } from './editorMode';
import { withoutBuilderPixel } from './pixel';

export interface BuilderPageData {
  content: BuilderPageContent;
  editing: boolean;
  preview: boolean;
}

/**
 * The loader of every Builder page: the `page` entry for the URL (unpublished too in preview), the visitor's A/B
 * variation (remembered by Builder's test cookie), Builder's CDN pixel swapped for a hidden marker. Published pages may
 * be cached briefly by shared caches; previews and A/B-tested pages are the visitor's own.
 */
export async function loadBuilderPage(request: Request) {
  const url = new URL(request.url);
  const config = shopConfig();
  const mode = editorModeOf(url);
  const fetched = await fetchBuilderPage(config, {
    urlPath: pagePathOf(url),
    preview: mode.preview,
    ...(mode.previewEntryId ? { previewEntryId: mode.previewEntryId } : {}),
  });
  const { content, setCookie } = mode.preview
    ? { content: fetched, setCookie: undefined }
    : chooseVariation(fetched, request.headers.get('Cookie'));
  const tested = Object.keys(fetched.variations ?? {}).length > 0;
  const served: BuilderPageContent = { ...content, data: withoutBuilderPixel(content.data) };

  const headers = new Headers(mode.preview || tested ? cacheHeaders.privatePage : cacheHeaders.publicPage);
  if (setCookie) headers.append('Set-Cookie', setCookie);
  const page: BuilderPageData = { content: served, editing: mode.editing, preview: mode.preview };
  return data(page, { headers });
}
