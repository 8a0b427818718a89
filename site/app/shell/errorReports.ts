import type { BrowserErrorReports } from './sentryBrowser';

export type { BrowserErrorReports };

/**
 * Reports this page's uncaught errors, and the failures the shop's code reports (features' reportError), to Sentry:
 * sampled, scrubbed of personal data (personalData.ts) and tagged with the release and the route id shown when each
 * happened (`currentRoute`). Sentry's SDK is loaded only now, after hydration, once the browser is idle, in a chunk of
 * its own, so it costs no page its first-load script and never holds up the page; an error before it arrives stays
 * in the console only. Returns the stop.
 */
export function reportBrowserErrors(
  settings: BrowserErrorReports,
  currentRoute: () => string | undefined,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const start = () =>
    void import('./sentryBrowser').then(({ startSentry }) => {
      if (!stopped) stop = startSentry(settings, currentRoute);
    });
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : undefined;
  const later = idle === undefined ? setTimeout(start, 1000) : undefined;
  return () => {
    stopped = true;
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(later);
    stop?.();
  };
}
