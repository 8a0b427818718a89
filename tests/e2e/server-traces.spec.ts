import { expect, test } from './support/test';
import { ownPort, startServer, type ServerProcess } from './support/server';
import { startTelemetryReceiver, tracesTo, type OtlpSpan, type TelemetryReceiver } from './support/telemetry';

/**
 * Issue 31: traces as an OpenTelemetry collector receives them. A small OTLP/HTTP receiver stands in for the
 * collector; the shop exports to it as the standard OTEL_* variables say (JSON here, to read it without protobuf).
 */
const SERVER = 2;
const CLIENT = 3;

let receiver: TelemetryReceiver;
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = await startTelemetryReceiver();
  server = await startServer({
    port: ownPort(28),
    env: {
      ...tracesTo(receiver),
      OTEL_SERVICE_NAME: 'storefront-e2e',
      // Sentry's client too (its envelopes reach the same receiver): it sets up no tracing of its own
      // (errorReports.mjs), so the spans below are the shop's alone, exported as OTEL_* says.
      SENTRY_DSN: receiver.dsn,
      // The sandbox is served by the same server: as a trusted sender its requests continue the page's trace, as a
      // real backend's would.
      TRUST_PROXY: 'loopback',
    },
  });
});

test.afterAll(async () => {
  await server.stop();
  await receiver.close();
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? value?.boolValue : Number(value.intValue));
};

test('traces: a product page is one server span named by its route, with the commerce and platform calls as children, whose traceparent the backends continue, and no personal data', async () => {
  // A query a shopper typed (here: an e-mail address) must not reach any span.
  const answer = await fetch(`${server.origin}/products/AURORA?ref=ada%40example.com`);
  expect(answer.status).toBe(200);
  const requestId = answer.headers.get('x-request-id');

  const pageSpan = () =>
    receiver.spans.find(
      (span) => span.kind === SERVER && attribute(span, 'http.route') === 'routes/products.$sku',
    );
  await expect.poll(pageSpan, { timeout: 10_000 }).toBeDefined();
  const page = pageSpan()!;
  // Every span of the render ends before the page's own: those in the same export, or the one before.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const trace = receiver.spans.filter((span) => span.traceId === page.traceId);

  expect(page.name).toBe('GET routes/products.$sku');
  expect(page.parentSpanId || undefined).toBeUndefined();
  expect(attribute(page, 'http.response.status_code')).toBe(200);
  expect(attribute(page, 'storefront.request_id')).toBe(requestId);

  const calls = trace.filter((span) => span.kind === CLIENT);
  for (const call of calls) expect(call.parentSpanId, call.name).toBe(page.spanId);
  expect(new Set(calls.map((call) => attribute(call, 'storefront.backend')))).toEqual(
    new Set(['commerce', 'platform']),
  );
  const commerce = calls.find((call) => attribute(call, 'storefront.backend') === 'commerce')!;
  expect(commerce).toBeDefined();
  expect(attribute(commerce, 'url.template')).toBe(
    `http://127.0.0.1:${ownPort(28)}/sandbox/commerce/graphql`,
  );
  expect(attribute(commerce, 'storefront.outcome')).toBe('ok');
  expect(attribute(commerce, 'storefront.timeout_ms')).toBe(5000);
  expect(attribute(commerce, 'http.response.status_code')).toBe(200);
  expect(attribute(commerce, 'graphql.operation.name')).toEqual(expect.any(String));

  // The page's is the only server span of the shop's own; the others are the backends' (the sandbox), each the child
  // of the call that reached it: the W3C traceparent went with every call.
  const callIds = new Set(calls.map((call) => call.spanId));
  const backendSpans = trace.filter((span) => span.kind === SERVER && span !== page);
  expect(backendSpans.length).toBeGreaterThanOrEqual(calls.length);
  for (const span of backendSpans) expect(callIds.has(span.parentSpanId ?? '')).toBe(true);

  // Attributes are names and bounded values: no filled URL, no query, nothing typed.
  const everyAttribute = trace.flatMap((span) => span.attributes);
  expect(new Set(everyAttribute.map((entry) => entry.key))).toEqual(
    new Set([
      'http.request.method',
      'http.route',
      'http.response.status_code',
      'storefront.request_id',
      'url.template',
      'server.address',
      'storefront.backend',
      'storefront.timeout_ms',
      'storefront.outcome',
      'graphql.operation.name',
    ]),
  );
  const values = JSON.stringify(everyAttribute);
  expect(values).not.toContain('ada');
  expect(values).not.toContain('?');
});

test('traces: a traceparent from a sender the shop does not trust starts a trace of its own', async () => {
  const untrusting = await startServer({
    port: ownPort(29),
    env: {
      ...tracesTo(receiver),
      TRUST_PROXY: undefined,
    },
  });
  try {
    const foreignTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await fetch(`${untrusting.origin}/stores`, {
      headers: { traceparent: `00-${foreignTrace}-00f067aa0ba902b7-01` },
    });
    const requestId = answer.headers.get('x-request-id');
    const storesSpan = () =>
      receiver.spans.find((span) => attribute(span, 'storefront.request_id') === requestId);
    await expect.poll(storesSpan, { timeout: 10_000 }).toBeDefined();
    expect(storesSpan()!.traceId).not.toBe(foreignTrace);
    expect(storesSpan()!.parentSpanId || undefined).toBeUndefined();
  } finally {
    await untrusting.stop();
  }
});
