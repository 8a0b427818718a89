import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * What an operator's collectors would receive from the shop, received here instead: one local server standing in for
 * Sentry's ingest (POST /api/<project>/envelope/, from the server and from browsers) and for an OpenTelemetry
 * collector's OTLP/HTTP traces endpoint (POST /v1/traces, JSON: the shop exports it so with
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json). Each keeps what arrived exactly as sent, to be searched, and parsed.
 */
export interface SentryEvent {
  exception?: { values?: Array<{ type?: string; value?: string }> };
  tags?: Record<string, string>;
  release?: string;
  platform?: string;
}
export interface Envelope {
  raw: string;
  events: SentryEvent[];
}
export interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: OtlpValue }>;
}

export interface TelemetryReceiver {
  /** Where to export traces to (OTEL_EXPORTER_OTLP_ENDPOINT). */
  origin: string;
  /** A DSN whose events come here (SENTRY_DSN). */
  dsn: string;
  envelopes: Envelope[];
  /** Every span exported, and every export's body as sent. */
  spans: OtlpSpan[];
  traceExports: string[];
  close: () => Promise<void>;
}

export async function startTelemetryReceiver(project = '4242'): Promise<TelemetryReceiver> {
  const envelopes: Envelope[] = [];
  const spans: OtlpSpan[] = [];
  const traceExports: string[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const raw = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
      if (req.method === 'POST' && req.url?.startsWith(`/api/${project}/envelope/`)) {
        const items = raw.split('\n').flatMap((line) => {
          try {
            return [JSON.parse(line) as SentryEvent];
          } catch {
            return [];
          }
        });
        envelopes.push({ raw, events: items.filter((item) => item.exception !== undefined) });
      }
      if (req.method === 'POST' && req.url === '/v1/traces') {
        traceExports.push(raw);
        const exported = JSON.parse(raw) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
        };
        for (const resource of exported.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      // As Sentry's ingest answers browsers: any origin may send.
      res
        .writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' })
        .end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  return {
    origin,
    dsn: `${origin.replace('//', '//publickey@')}/${project}`,
    envelopes,
    spans,
    traceExports,
    close: () => new Promise((resolve) => receiver.close(() => resolve())),
  };
}

/** The exporter settings that send the shop's traces, and nothing else, to a receiver, soon after each span ends. */
export const tracesTo = (receiver: TelemetryReceiver) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_BSP_SCHEDULE_DELAY: '100',
  OTEL_METRICS_EXPORTER: 'none',
  OTEL_LOGS_EXPORTER: 'none',
});
