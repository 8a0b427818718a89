// The server's metrics in Prometheus' text format (prom-client), served on a port of their own (METRICS_PORT) and
// never on the shop's. Every label is a name from the shop's code or a bounded value (a route id, never the path a
// visitor typed; a backend's name; an HTTP status), so no visitor can grow the series.
import cluster from 'node:cluster';
import http from 'node:http';
import client from 'prom-client';
import { plain } from './guards.mjs';

const { AggregatorRegistry, Counter, Histogram, collectDefaultMetrics, register } = client;

/** Seconds, from a cached page (a few milliseconds) to a page that waited for a backend's whole timeout. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const backendBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Shoppers' Core Web Vitals as their browsers measure them (web-vitals): milliseconds turned to seconds, CLS as it is,
 * in buckets around Google's good and poor thresholds (LCP 2.5 s and 4 s, INP 200 ms and 500 ms, TTFB 0.8 s and
 * 1.8 s, CLS 0.1 and 0.25).
 */
const webVitals = {
  LCP: { metric: 'lcp_seconds', buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10], perSecond: 1000 },
  INP: {
    metric: 'inp_seconds',
    buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2],
    perSecond: 1000,
  },
  TTFB: { metric: 'ttfb_seconds', buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5], perSecond: 1000 },
  CLS: { metric: 'cls', buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1], perSecond: 1 },
};
const deviceClasses = new Set(['phone', 'tablet', 'desktop']);

/**
 * A browser's report of what a visit measured, or undefined when it is not one: `{ path, device, vitals: [{ name,
 * value }] }` with a known vital at most once each, a finite value in range (an hour of milliseconds, a CLS of 100)
 * and a device class the shop names. The path only picks the route id; it is never kept.
 */
export function webVitalsReportOf(body) {
  let report;
  try {
    report = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof report !== 'object' || report === null) return undefined;
  const { path, device, vitals } = report;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2048) return undefined;
  if (!deviceClasses.has(device) || !Array.isArray(vitals) || vitals.length > 4) return undefined;
  const names = new Set();
  for (const vital of vitals) {
    const { name, value } = vital ?? {};
    if (!Object.hasOwn(webVitals, name) || names.has(name)) return undefined;
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > (name === 'CLS' ? 100 : 3_600_000)
    )
      return undefined;
    names.add(name);
  }
  return { path, device, vitals: vitals.map(({ name, value }) => ({ name, value })) };
}

const orderOutcomes = new Set(['placed', 'failed']);

/**
 * A browser's report of a shop event the metrics count from browsers, or undefined when it is not one: only an order's
 * outcome, `{ name: 'order', outcome: 'placed' | 'failed' }` (sign-ins and shared reads are counted by the server).
 */
export function browserShopEventOf(body) {
  let event;
  try {
    event = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof event !== 'object' || event === null || event.name !== 'order') return undefined;
  return orderOutcomes.has(event.outcome) ? { name: 'order', outcome: event.outcome } : undefined;
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What a request was, for its label: its page's route id, or the kind of path that is no page. */
function routeLabel(routeOf, path) {
  const route = routeOf(path);
  if (route) return route;
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/sandbox/')) return 'sandbox';
  return 'other';
}

/**
 * The metrics of one serving process: its requests, page cache, shared reads, backend calls, sign-ins and orders, and Node's
 * own (memory, CPU, event loop lag, garbage collection). Under the supervisor each process keeps its own; the
 * supervisor adds them up when Prometheus asks (`serveMetrics`).
 */
export function serverMetrics() {
  collectDefaultMetrics();
  // prom-client answers the supervisor's requests for this process's metrics once an aggregator exists here.
  if (cluster.isWorker) new AggregatorRegistry();
  const requests = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Requests served, by page route id (or assets, sandbox, other), method and status, and how long they took.',
    labelNames: ['route', 'method', 'status'],
    buckets: requestBuckets,
  });
  const pageCache = new Counter({
    name: 'storefront_page_cache_requests_total',
    help: 'Page requests by how the page cache answered: hit (a fresh copy), miss (rendered), stale (a kept copy in place of a failed render), updating (a purged or expired copy served while another request renders it).',
    labelNames: ['result'],
  });
  const sharedReads = new Counter({
    name: 'storefront_shared_reads_total',
    help: 'Reads of public backend data by whether they went to the backend (read) or were answered from a read already made (shared).',
    labelNames: ['result'],
  });
  const backendCalls = new Histogram({
    name: 'storefront_backend_call_duration_seconds',
    help: 'Calls to the backends by backend and outcome (ok, http_error, timeout, unreachable, invalid_answer, abandoned), and how long they took.',
    labelNames: ['backend', 'outcome'],
    buckets: backendBuckets,
  });
  const signIns = new Counter({
    name: 'storefront_sign_ins_total',
    help: 'Sign-ins by outcome: succeeded, or refused by the account service (a wrong password or code).',
    labelNames: ['outcome'],
  });
  const orders = new Counter({
    name: 'storefront_orders_total',
    help: "Orders checkout sent to the commerce backend, by outcome: placed, or failed (refused or not answered). Counted from shoppers' browsers, which place orders straight at the backend.",
    labelNames: ['outcome'],
  });
  const vitals = Object.fromEntries(
    Object.entries(webVitals).map(([name, { metric, buckets }]) => [
      name,
      new Histogram({
        name: `storefront_web_vitals_${metric}`,
        help: `Shoppers' ${name} as their browsers measured it (web-vitals, only with analytics consent), by the route id of the page they landed on and device class (phone, tablet, desktop).`,
        labelNames: ['route', 'device'],
        buckets,
      }),
    ]),
  );
  // Every result and outcome shows from the start, at 0: a rate over a series that appears late reads as a gap.
  for (const result of ['hit', 'miss', 'stale', 'updating']) pageCache.inc({ result }, 0);
  for (const result of ['read', 'shared']) sharedReads.inc({ result }, 0);
  for (const outcome of ['succeeded', 'refused']) signIns.inc({ outcome }, 0);
  for (const outcome of orderOutcomes) orders.inc({ outcome }, 0);

  return {
    /** Times every request but the health probes, once its answer is sent. */
    requests(routeOf, { quietPaths = [] } = {}) {
      return (req, res, next) => {
        const path = req.originalUrl.split('?')[0];
        if (quietPaths.includes(path)) return next();
        const stop = requests.startTimer();
        res.once('finish', () =>
          stop({
            route: routeLabel(routeOf, path),
            method: methods.has(req.method) ? req.method : 'other',
            status: String(res.statusCode),
          }),
        );
        next();
      };
    },
    pageCache: (result) => pageCache.inc({ result }),
    /** The shop's counted events (features' `countShopEvent`). */
    shopEvent(event) {
      if (event.name === 'sign-in') signIns.inc({ outcome: event.outcome });
      else if (event.name === 'shared-read') sharedReads.inc({ result: event.outcome });
      else if (event.name === 'order') orders.inc({ outcome: event.outcome });
    },
    /**
     * The route browsers report their shop events to (`navigator.sendBeacon`, a text body of at most 1 KB read by
     * express.text): 204 once counted, 400 for anything that is not an order's outcome (browserShopEventOf).
     */
    browserShopEvents() {
      return (req, res) => {
        const event = typeof req.body === 'string' ? browserShopEventOf(req.body) : undefined;
        if (!event) return plain(res, 400, 'Bad request');
        orders.inc({ outcome: event.outcome });
        res.status(204).end();
      };
    },
    /**
     * The route browsers send their visits' Web Vitals to (`navigator.sendBeacon`, a text body of at most 4 KB read by
     * express.text): 204 once counted, 400 for anything that is not a report (webVitalsReportOf).
     */
    webVitals(routeOf) {
      return (req, res) => {
        const report = typeof req.body === 'string' ? webVitalsReportOf(req.body) : undefined;
        if (!report) return plain(res, 400, 'Bad request');
        const labels = { route: routeLabel(routeOf, report.path), device: report.device };
        for (const { name, value } of report.vitals)
          vitals[name].observe(labels, value / webVitals[name].perSecond);
        res.status(204).end();
      };
    },
    /** Starts timing a backend call; the function it returns records its outcome. */
    backendCall(call) {
      const stop = backendCalls.startTimer({ backend: call.service });
      return (outcome) => stop({ outcome });
    },
  };
}

/**
 * Serves `GET /metrics` on its own port: the supervisor's sum over its serving processes (prom-client's cluster
 * aggregation), or this process's own outside a supervisor (`--dev`). Anything else is a plain 404.
 */
export function serveMetrics({ host, port, cluster, log }) {
  const aggregator = cluster ? new AggregatorRegistry() : undefined;
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    try {
      const body = aggregator ? await aggregator.clusterMetrics() : await register.metrics();
      res.writeHead(200, { 'content-type': (aggregator ?? register).contentType }).end(body);
    } catch (error) {
      log(`The metrics could not be gathered: ${error instanceof Error ? error.message : String(error)}`);
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable');
    }
  });
  server.listen(port, host, () => log(`Metrics on ${host}:${port}/metrics`));
  server.on('error', (error) =>
    log(`The metrics cannot listen on ${host}:${port}: ${error.code ?? error.message}`),
  );
  server.unref();
  return server;
}
