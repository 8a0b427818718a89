import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { randomBytes } from 'node:crypto';
import { loadSanitizer } from '@storefront/design-system';
import { reportError } from '@storefront/features/platform';
import { browserConfig, cacheTagHeader, errorReports } from './lib/config.server';
import { pageTagHeader, tagsOfThisPage } from './lib/caching/cacheTags.server';
import { documentResponse } from './lib/documentResponse';
import { NonceContext } from './lib/nonce';
import { LazyWidgetStyles } from '@storefront/blocks';
import { lazyWidgetStyles } from 'virtual:lazy-widget-styles';
import { cacheHeaders, pagePermissions, securityHeaders } from './lib/security';

// The server (server.mjs) mounts these over real HTTP when a backend is left to the sandbox.
export { sandboxHandlers } from '@storefront/features/platform/sandbox';
export { sandboxMiddleware } from '@storefront/features/sandbox-server';
// The live-updates sandbox is a websocket: the server hands it the upgrades to its path (see server.mjs).
export { liveUpdatesSandbox } from '@storefront/features/backends/live-updates/sandbox';
// The server checks the environment with these before it listens, and reports crashes where the app does.
export * as serverConfig from './lib/config.server';
export { loadContextFor } from './lib/storeLocation.server';
export {
  listenToShopEvents,
  logReporter,
  reportError,
  setMonitoringReporter,
  watchBackendCalls,
  withErrorTracker,
} from '@storefront/features/platform';
// The server opens each request's cache tags, and hands purges to the shared reads (cacheTags.server.ts).
export { collectPageTags } from './lib/caching/cacheTags.server';
export { builderWebhookPurge } from './builder/webhook.server';
export { purgeChannel } from './lib/caching/purgeChannel.server';
export { sharedCaches } from './lib/caching/sharedCaches.server';
export { serverReads } from './lib/caching/sharedReads.server';

// Every render may meet HTML from Builder or a backend: the sanitiser is in place before the first one.
await loadSanitizer();

export const streamTimeout = 5_000;

/**
 * Each lazily loaded widget's stylesheets, less those the page's routes link already (the cart route links its cart
 * widget's): a stylesheet linked twice is applied twice, and its second copy changes sides of the cascade.
 */
function widgetStylesNotLinkedBy({ manifest, staticHandlerContext }: EntryContext) {
  const linked = new Set(
    staticHandlerContext.matches.flatMap((match) => manifest.routes[match.route.id]?.css ?? []),
  );
  return Object.fromEntries(
    Object.entries(lazyWidgetStyles).map(([module, hrefs]) => [
      module,
      hrefs.filter((href) => !linked.has(href)),
    ]),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64');
  const config = browserConfig();
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  const reports = { errorReportsTo: errorReports()?.dsn };
  for (const [name, value] of Object.entries(
    securityHeaders(config, nonce, pagePermissions(handles), reports),
  ))
    responseHeaders.set(name, value);
  // A page whose route says nothing about caching is the shopper's own.
  if (!responseHeaders.has('Cache-Control'))
    responseHeaders.set('Cache-Control', cacheHeaders.privatePage['Cache-Control']);
  nameCacheTags(responseHeaders);

  return documentResponse({
    page: (
      <NonceContext.Provider value={nonce}>
        <LazyWidgetStyles value={widgetStylesNotLinkedBy(routerContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </LazyWidgetStyles>
      </NonceContext.Provider>
    ),
    nonce,
    status: responseStatusCode,
    headers: responseHeaders,
    // Crawlers and no-JS readers get the whole document at once; browsers get the shell as soon as it is ready.
    whole: isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode,
    timeoutMs: streamTimeout + 1000,
  });
}

/**
 * A loader, action or render that threw is reported (the log, and Sentry with SENTRY_DSN) with the request it failed
 * (the reporter names its id and route). A request the shopper abandoned is no failure of the shop.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  reportError(error, { where: 'render', method: request.method });
};

/** A client navigation's data is kept by the caches in front like its page, and purged by the same tags. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  nameCacheTags(response.headers);
  return response;
};

/**
 * A public response names the cache tags of what it was rendered from (cacheTags.server.ts); one whose tags would not
 * fit a cache's header could not be purged there, so it is not shared at all.
 */
function nameCacheTags(headers: Headers) {
  if (!/\bpublic\b/.test(headers.get('Cache-Control') ?? '')) return;
  const tags = pageTagHeader(tagsOfThisPage(), cacheTagHeader());
  if (tags === 'tooLong') headers.set('Cache-Control', cacheHeaders.privatePage['Cache-Control']);
  else if (tags) headers.set(tags.name, tags.value);
}
