// Traces (OpenTelemetry): a server span per request and a client span per backend call, exported by the Node SDK as
// the standard OTEL_* variables say (endpoint, protocol, headers, sampler, service name, resource attributes). Off
// unless they ask for an exporter: then the SDK is not even loaded, and a request costs nothing more.
import { sentByTrustedProxy } from './guards.mjs';

/** Whether the environment asks for traces: an OTLP endpoint or a traces exporter, and the SDK not disabled. */
export function tracingAsked(env = process.env) {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter === 'none') return false;
  return Boolean(
    exporter || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
}

/**
 * Starts the SDK (no automatic instrumentation: the spans are the shop's own, named by route id and URL template, so
 * no filled URL, query or header reaches an attribute) and answers the two places that make spans.
 */
export async function startTracing() {
  const [{ NodeSDK }, api] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/api'),
  ]);
  const { context, propagation, SpanKind, SpanStatusCode, trace } = api;
  const sdk = new NodeSDK({ serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'storefront' });
  sdk.start();
  const tracer = trace.getTracer('storefront');

  return {
    /**
     * A server span per request, named by its page's route id (`GET routes/products.$sku`), never its path. A trace
     * context from the request continues only when a trusted proxy sent it: a stranger's `traceparent` cannot choose
     * what is sampled or join the shop's traces to its own.
     */
    requests(routeOf, { quietPaths = [] } = {}) {
      return (req, res, next) => {
        const path = req.originalUrl.split('?')[0];
        if (quietPaths.includes(path)) return next();
        const parent = sentByTrustedProxy(req)
          ? propagation.extract(context.active(), req.headers)
          : context.active();
        const route = routeOf(path);
        const span = tracer.startSpan(
          route ? `${req.method} ${route}` : req.method,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': req.method,
              ...(route ? { 'http.route': route } : {}),
              ...(req.id ? { 'storefront.request_id': String(req.id) } : {}),
            },
          },
          parent,
        );
        res.once('close', () => {
          span.setAttribute('http.response.status_code', res.statusCode);
          if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        });
        context.with(trace.setSpan(parent, span), next);
      };
    },
    /**
     * A client span per backend call, a child of its request's: the URL template (never the filled URL), the backend,
     * its timeout and, once it ends, its status and outcome. Its `traceparent` goes with the call, so the backend's
     * own trace joins this one.
     */
    backendCall(call) {
      const span = tracer.startSpan(`${call.method} ${call.operation ?? call.service}`, {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': call.method,
          'url.template': call.urlTemplate,
          'server.address': new URL(call.urlTemplate).hostname,
          'storefront.backend': call.service,
          'storefront.timeout_ms': call.timeoutMs,
          ...(call.operation ? { 'graphql.operation.name': call.operation } : {}),
        },
      });
      const headers = {};
      propagation.inject(trace.setSpan(context.active(), span), headers);
      return {
        headers,
        end(outcome, status) {
          if (status !== undefined) span.setAttribute('http.response.status_code', status);
          span.setAttribute('storefront.outcome', outcome);
          if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
          span.end();
        },
      };
    },
    /** Sends the spans still waiting in the batch (at shutdown). */
    shutdown: () => sdk.shutdown(),
  };
}
