// Sentry's browser SDK, in a chunk of its own that only errorReports.ts loads (after hydration, with SENTRY_DSN).
// A client of its own with the few integrations the shop wants keeps the chunk small: Sentry.init would bring its
// default integrations (breadcrumbs of clicks, fetches and console lines, which may hold what a shopper typed).
import {
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  globalHandlersIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  setCurrentClient,
} from '@sentry/browser';
import { consoleReporter, setMonitoringReporter, withErrorTracker } from '@storefront/features/platform';
import { errorTrackerCollects, scrubErrorEvent } from '../lib/personalData';

/** What the browser needs to report its errors (config.server's errorReports, while SENTRY_DSN is set). */
export interface BrowserErrorReports {
  dsn: string;
  /** The share of errors sent (SENTRY_BROWSER_SAMPLE_RATE). */
  sampleRate: number;
  release?: string;
  environment: string;
}

/** Starts reporting to Sentry; the function it returns stops it and gives the console its reports back. */
export function startSentry(
  { dsn, sampleRate, release, environment }: BrowserErrorReports,
  currentRoute: () => string | undefined,
): () => void {
  const client = new BrowserClient({
    dsn,
    ...(release ? { release } : {}),
    environment,
    sampleRate,
    dataCollection: errorTrackerCollects,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // Uncaught errors and unhandled rejections (window.onerror), with their causes, each once.
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend(event) {
      const route = currentRoute();
      return scrubErrorEvent(route ? { ...event, tags: { ...event.tags, route } } : event);
    },
  });
  setCurrentClient(client);
  client.init();
  setMonitoringReporter(
    withErrorTracker(consoleReporter, {
      report: (error, context) => void captureException(error, context ? { extra: context } : undefined),
    }),
  );
  return () => {
    setMonitoringReporter(consoleReporter);
    void client.close();
  };
}
