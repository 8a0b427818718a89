// Error reports (Sentry's Node SDK) while SENTRY_DSN is set: every fault the shop reports (a render or loader that
// threw, a backend down, a crash) becomes an event naming the release, the page's route id and the request's id, with
// nothing personal in it. Unset, the SDK is never loaded and failures are lines of the log only.
import { errorTrackerCollects, scrubErrorEvent } from '../app/personalData.ts';

/**
 * Starts the SDK for errors only. The shop's traces are its own OpenTelemetry SDK's (tracing.mjs, configured by
 * OTEL_*): Sentry sets up none of its own (`skipOpenTelemetrySetup`) and traces nothing (no `tracesSampleRate`), so
 * the two never compete for the global tracer, propagator or context manager. No default integrations either: they
 * would patch http and the console (breadcrumbs holding URLs with queries) and catch crashes the shop already reports
 * (lifecycle.mjs). Events carry their tags explicitly, since without Sentry's context manager its scopes are not the
 * request's. Answers the reporter (features' MonitoringReporter) and the flush for shutdown.
 */
export async function startErrorReports({ dsn, release, environment }, { routeOf, currentRequest }) {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    release,
    environment,
    skipOpenTelemetrySetup: true,
    defaultIntegrations: false,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    dataCollection: errorTrackerCollects,
    beforeSend: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: () => null,
  });
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
}
