// Error reports (Sentry) while SENTRY_DSN is set: every fault the shop reports (a render or loader that threw, a
// backend down, a crash) becomes an event naming the release, the page's route id and the request's id, with nothing
// personal in it. Unset, the SDK is never loaded and failures are lines of the log only.
import { hostname } from 'node:os';
import { errorTrackerCollects, scrubErrorEvent } from '../app/lib/personalData.ts';

/**
 * Starts Sentry's server-side client for errors only: `@sentry/core`'s ServerRuntimeClient (what Sentry's Node SDK is
 * built on) with a transport over Node's fetch, not the Node SDK, whose dependencies (bundler plugins, its CLI, runtime
 * injection, OpenTelemetry) the shop would ship and never use. It traces nothing (the shop's traces are its own
 * OpenTelemetry SDK's, tracing.mjs) and patches nothing: its only integrations name an error's causes and drop repeats,
 * so no breadcrumbs of http or console lines (URLs with queries) and no second report of crashes lifecycle.mjs
 * reports. Events carry their tags explicitly, as the request is the log's AsyncLocalStorage's, not Sentry's scope's.
 * Answers the reporter (features' MonitoringReporter) and the flush for shutdown.
 */
export async function startErrorReports({ dsn, release, environment }, { routeOf, currentRequest }) {
  const [Sentry, { ServerRuntimeClient, nodeStackLineParser }] = await Promise.all([
    import('@sentry/core'),
    import('@sentry/core/server'),
  ]);
  const options = {
    dsn,
    release,
    environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    serverName: hostname(),
    transport: fetchTransport,
    stackParser: Sentry.createStackParser(nodeStackLineParser()),
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    dataCollection: errorTrackerCollects,
    beforeSend: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: () => null,
  };
  // Events and the transport's user agent name the SDK that sent them: @sentry/core, at its version.
  Sentry.applySdkMetadata(options, 'core');
  Sentry.initAndBind(ServerRuntimeClient, options);
  return {
    reporter: {
      report(error, context = {}) {
        const request = currentRequest();
        const route = request ? routeOf(request.path) : undefined;
        Sentry.captureException(error, {
          tags: { ...(request ? { request_id: request.id } : {}), ...(route ? { route } : {}) },
          extra: context,
        });
      },
    },
    /** Sends the events still queued (at shutdown), within two seconds. */
    flush: () => Sentry.close(2000),
  };

  /**
   * Sentry's transport (queue, rate limits, dropped-event counts: `createTransport`) sending each envelope with fetch,
   * as Sentry's SDKs for fetch-only runtimes do. Its answer's body is let go, so the connection returns to the pool. A
   * Sentry host that does not answer within 5 s is given up on, so it cannot hold the transport's queue full.
   */
  function fetchTransport(options) {
    return Sentry.createTransport(options, async ({ body }) => {
      const answer = await fetch(options.url, {
        method: 'POST',
        body,
        headers: options.headers,
        signal: AbortSignal.timeout(5000),
      });
      await answer.body?.cancel();
      return {
        statusCode: answer.status,
        headers: {
          'x-sentry-rate-limits': answer.headers.get('x-sentry-rate-limits'),
          'retry-after': answer.headers.get('retry-after'),
        },
      };
    });
  }
}
