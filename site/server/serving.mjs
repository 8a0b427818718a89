// A process that serves the shop's pages (site/server.mjs starts it): health checks and request guards first, then
// static files, the embedded sandbox while a backend is left to it, the page cache and React Router's request
// handler, and a last plain error page.
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import express from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { createRequestHandler } from '@react-router/express';
import { RouterContextProvider } from 'react-router';
import { pageCache } from '../pageCache.ts';
import { isPageCookie } from '../app/lib/pageCookies.ts';
import {
  errorHandler,
  forwardedHostFromTrustedProxy,
  pageBodyLimit,
  plain,
  readOnly,
  requestGuard,
  sandboxBodyLimit,
} from './guards.mjs';
import {
  answerClientErrors,
  gracefulShutdown,
  healthRoutes,
  reportCrashes,
  testFaults,
  testRenderCount,
  testRenderFault,
} from './lifecycle.mjs';
import { refuseCrossSite } from './crossSite.mjs';
import { createLogger, currentRequest, currentRequestId, pageRouteOf, requestLogging } from './logging.mjs';
import { startTracing, tracingAsked } from './tracing.mjs';
import { purgeAcrossProcesses, purgeRoutes } from './purge.mjs';
import { httpCachePurges } from './httpCaches.mjs';
import { announcePlan } from './workers.mjs';
import { freePort } from './freePort.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
// SITE_BUILD_DIR lets two builds live side by side (parallel test runs); react-router.config.ts reads it too.
const buildDir = path.resolve(siteDir, process.env.SITE_BUILD_DIR ?? 'build');

let loadBuild;
let vite;
if (dev) {
  const { createServer } = await import('vite');
  // Hot reload's socket listens on a free port of its own; the page's policy names that port in development only
  // (security.ts), so an edit reaches the open page.
  const hmrPort = await freePort();
  process.env.STOREFRONT_DEV_SOCKET_PORT = String(hmrPort);
  vite = await createServer({ root: siteDir, server: { middlewareMode: true, hmr: { port: hmrPort } } });
  loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build');
} else {
  const build = await import(path.join(buildDir, 'server/index.js'));
  loadBuild = async () => build;
}
const build = await loadBuild();
const {
  serverConfig: config,
  reportError,
  logReporter,
  setMonitoringReporter,
  withErrorTracker,
} = build.entry.module;
const logger = await createLogger({ dev });
const routeOf = pageRouteOf(build.routes);
// Error reports name the release: SENTRY_RELEASE, else this build's version (the browser's reports name the same).
if (build.assets?.version && !process.env.SENTRY_RELEASE?.trim())
  process.env.SENTRY_RELEASE = `storefront@${build.assets.version}`;
// Failures the features report (a backend down, a crash) are lines of the same log, with their request's id.
setMonitoringReporter(logReporter(logger));

// Nothing listens until the configuration is whole: every malformed variable is named at once.
const problems = config.environmentProblems(process.env);
const sandbox = config.sandboxPlan(process.env);
if (sandbox.missing.length > 0)
  problems.push(
    `No backend for ${sandbox.missing.join(', ')}: set ${sandbox.missing.length > 1 ? 'them' : 'it'}, or SANDBOX=on to ` +
      'serve the missing ones from the embedded sandbox (a demo for one instance, not for shoppers).',
  );
const processes = config.serverProcesses(process.env, sandbox.mount);
if (processes.problem) problems.push(processes.problem);
if (problems.length > 0) {
  logger.fatal({ problems }, `The storefront cannot start: ${problems.join(' ')}`);
  process.exit(1);
}

// With SENTRY_DSN the faults among them are Sentry events too (errorReports.mjs; without, its SDK is never loaded).
const errorReportsTo = config.errorReports();
const errorReports = errorReportsTo
  ? await (await import('./errorReports.mjs')).startErrorReports(errorReportsTo, { routeOf, currentRequest })
  : undefined;
if (errorReports) setMonitoringReporter(withErrorTracker(logReporter(logger), errorReports.reporter));

const { host, port } = config.listenAddress();
const metricsAt = config.metricsAddress();
const ready = announcePlan(
  {
    processes: processes.count,
    ready: `Storefront ready on ${config.publicOrigin()} (listening on ${host}:${port}${sandbox.mount ? ', sandbox on' : ''}`,
    ...(metricsAt ? { metrics: metricsAt } : {}),
  },
  { log: (message) => logger.info(message) },
);
// Counted only where they are served: under the supervisor it serves the sum of its processes', in `--dev` this one.
// prom-client is loaded only then: without METRICS_PORT nothing is counted.
const metricsModule = metricsAt ? await import('./metrics.mjs') : undefined;
const metrics = metricsModule?.serverMetrics();
if (metricsAt && !cluster.isWorker)
  metricsModule.serveMetrics({ ...metricsAt, cluster: false, log: (message) => logger.info(message) });
if (metrics) build.entry.module.listenToShopEvents(metrics.shopEvent);
// Traces only when the OTEL_* variables ask for them (tracing.mjs): without, the SDK is never loaded.
const tracing = tracingAsked() ? await startTracing() : undefined;
// Every backend call carries the request's id, so a backend's log line can be found from the shop's; it is timed in
// the metrics and, with tracing, is a span whose traceparent goes with it.
build.entry.module.watchBackendCalls({
  start(call) {
    const requestId = currentRequestId();
    const ended = metrics?.backendCall(call);
    const span = tracing?.backendCall(call);
    return {
      headers: { ...span?.headers, ...(requestId ? { 'X-Request-Id': requestId } : {}) },
      end(outcome, status) {
        ended?.(outcome);
        span?.end(outcome, status);
        // A call that failed is a line of its own, under its backend and outcome; its URL is the template (no ids).
        // One its caller gave up on (a page's budget, a shopper gone) is not the backend's failure.
        if (outcome !== 'ok' && outcome !== 'abandoned')
          logger.warn(
            { backend: call.service, outcome, status, operation: call.operation, url: call.urlTemplate },
            'backend call failed',
          );
      },
    };
  },
});
const allowed = config.allowedHosts();
const healthPaths = ['/healthz', '/readyz'];

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', config.trustProxy());
forwardedHostFromTrustedProxy(app);
// First, so every request is logged once with its id, those the guards below refuse included; health probes are not.
app.use(requestLogging(logger, { routes: build.routes, quietPaths: healthPaths }));
if (tracing) app.use(tracing.requests(routeOf, { quietPaths: healthPaths }));
if (metrics) app.use(metrics.requests(routeOf, { quietPaths: healthPaths }));
// Every answer, files and JSON and plain refusals included, is read as the type it names and never sniffed.
app.use((req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.use(
  requestGuard({
    hostIsWellFormed: config.isWellFormedHost,
    hostIsAllowed: (name) => config.isAllowedHost(name, allowed),
    openPaths: healthPaths,
  }),
);
// Each request collects the cache tags of what its page is rendered from (app/cacheTags.server.ts).
app.use(build.entry.module.collectPageTags);
let lifecycle;
healthRoutes(app, {
  isReady: () => ({
    ready: !lifecycle.isClosing(),
    build: 'loaded',
    backends: sandbox.mount ? 'sandbox for some' : 'configured',
    // Optional: a Redis down or slow leaves the instance ready, its pages kept in its own memory.
    redis: !redis ? 'not configured' : publishPurge?.hearing() ? sharedCaches.state() : 'unreachable',
  }),
});
testFaults(app, { log: (message) => logger.warn(message) });
const countRender = testRenderCount(app, { log: (message) => logger.warn(message) });
// Before static files, the sandbox and every route: a post from another site's page changes nothing anywhere.
app.use(refuseCrossSite({ originIsAllowed: (origin) => config.isAllowedOrigin(origin, allowed) }));
// Shoppers' browsers send what their visits measured here, only while there are metrics to add it to.
const webVitalsPath = config.webVitalsPath();
if (metrics && webVitalsPath)
  app.post(webVitalsPath, express.text({ type: () => true, limit: '4kb' }), metrics.webVitals(routeOf));
// And the orders they placed or failed to place (checkout places them straight at the commerce backend).
const shopEventsPath = config.shopEventsPath();
if (metrics && shopEventsPath)
  app.post(shopEventsPath, express.text({ type: () => true, limit: '1kb' }), metrics.browserShopEvents());

// With REDIS_URL every instance shares one page cache and one set of shared reads (app/sharedCaches.server.ts) and
// hears every other's purges (app/purgeChannel.server.ts); without, each keeps its own and is purged alone. Redis is
// optional: down or slow, pages and reads are served from this process's memory, and /readyz says so.
const redis = config.redisUrl();
const sharedCaches = redis ? await build.entry.module.sharedCaches(redis) : undefined;
if (sharedCaches) build.entry.module.serverReads.shareThrough(sharedCaches.reads);
// Public pages are rendered once per URL and the cookies they read, while fresh (see pageCache.ts). PAGE_CACHE=off
// leaves caching to a CDN in front, and lets the load benchmark measure the renderer itself.
const pages =
  !dev && config.pageCacheEnabled()
    ? pageCache({
        pageCookie: isPageCookie,
        tagHeader: config.cacheTagHeader(),
        ...(sharedCaches ? { shared: sharedCaches.pages } : {}),
        ...(metrics ? { counted: metrics.pageCache } : {}),
      })
    : undefined;
// A purge names pages by tag or path; every process of the instance forgets them and the shared reads they showed.
// A purged path's pages may be rendered from reads that may be just as old: the tags they carried are forgotten too.
const purgeHere = ({ tags = [], readTags = [], paths = [], everything = false }) => {
  const purged = pages?.purge({ tags, paths, everything }) ?? { marked: 0, tags: [] };
  if (everything) build.entry.module.serverReads.forget();
  else
    build.entry.module.serverReads.forgetTagged([
      ...tags,
      ...readTags,
      ...(paths.length > 0 ? purged.tags : []),
    ]);
  return purged.marked;
};
const purgeInstance = purgeAcrossProcesses(purgeHere);
const publishPurge = redis ? await build.entry.module.purgeChannel(redis, purgeHere) : undefined;
// The HTTP caches in front (HTTP_CACHE_PURGE_URLS) hear a purge from the process that received it, after the shop's
// own copies are marked, never from the instances that hear it on Redis (server/httpCaches.mjs).
const { caches = [] } = config.httpCachesToPurge();
const forwardPurge = httpCachePurges(caches, {
  publicUrl: config.publicOrigin(),
  log: (message) => logger.warn(message),
});
purgeRoutes(app, {
  webhookSecret: config.builderWebhookSecret(),
  webhookPurge: build.entry.module.builderWebhookPurge,
  purgeAllowed: config.purgeAllowList(),
  // The shared copies and reads are marked first (at most 50 ms each), so no instance that hears of the purge finds
  // them unmarked; the tags a purged path's shared copies carried go with the purge, for every instance's shared
  // reads (as purgeHere does with its own copies').
  purge: async (asked) => {
    const shared = await pages?.purgeShared(asked);
    const carried = asked.paths?.length ? (shared?.tags ?? []) : [];
    const purge =
      carried.length > 0 ? { ...asked, readTags: [...(asked.readTags ?? []), ...carried] } : asked;
    await sharedCaches?.reads.purge(
      purge.everything ? 'everything' : [...(purge.tags ?? []), ...(purge.readTags ?? [])],
    );
    void publishPurge?.(purge);
    const marked = Math.max(purgeInstance(purge), shared?.marked ?? 0);
    void forwardPurge(asked);
    return marked;
  },
  log: (message) => logger.info(message),
});
if (config.servedOverHttps())
  app.use((req, res, next) => {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000');
    next();
  });
// Pages are compressed on every response (the page cache keeps them plain): gzip level 3 and Brotli quality 3 cost an
// eighth and a third of the defaults' CPU (6 and 4) on a product page, for 8 % and 6 % more bytes.
app.use(compression({ level: 3, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));

if (dev) {
  app.use(vite.middlewares);
} else {
  // Hashed assets never change; everything else in public/ may. Static files answer GET and HEAD only. The build wrote
  // each script and stylesheet compressed at the highest levels (precompressedAssets.ts): those copies are sent,
  // Brotli first, and the compression above leaves an encoded response alone.
  app.use(
    '/assets',
    readOnly,
    expressStaticGzip(path.join(buildDir, 'client/assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y' },
    }),
  );
  // Public images keep their names across releases: a week in caches, revalidated after that.
  app.use('/images', readOnly, express.static(path.join(buildDir, 'client/images'), { maxAge: '7d' }));
  // The other public files are named with a static file's extension; other paths never cost a look at the disk. Such a
  // file the build does not have (in /assets and /images too) is a short plain 404, not the whole 404 page; the routes
  // named like files (robots.txt, sitemap.xml) go on to React Router, and so does any path that merely ends in a dot
  // and letters (page data, a product's SKU, the sandbox outbox's /sandbox/outbox/name@example.com).
  const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h' });
  const fileRoutes = new Set(
    Object.values(build.routes)
      .map((route) => `/${route.path ?? ''}`)
      .filter((routePath) => routePath.includes('.')),
  );
  const staticFile =
    /\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|json|webmanifest|html?)$/i;
  app.use((req, res, next) => {
    if (!staticFile.test(req.path) || req.path.startsWith('/sandbox/') || fileRoutes.has(req.path))
      return next();
    readOnly(req, res, () => publicFiles(req, res, () => plain(res, 404, 'Not found')));
  });
}

if (sandbox.mount) {
  // The sandbox's own middleware (features' sandbox-server), the one its tests use: it answers what MSW cannot carry.
  const sandboxOf = ({ entry }) => entry.module.sandboxMiddleware(entry.module.sandboxHandlers);
  const handlers = dev
    ? async (req, res, next) => sandboxOf(await loadBuild())(req, res, next)
    : sandboxOf(build);
  // The middleware's promise is returned, so Express 5 passes its rejections to the error handler.
  app.use('/sandbox', sandboxBodyLimit(), (req, res, next) => {
    req.url = req.originalUrl;
    return handlers(req, res, next);
  });
} else {
  app.use('/sandbox', (req, res) => plain(res, 404, 'Not found'));
}

if (pages) app.use(pages);
app.use(countRender);

app.use(pageBodyLimit());
// Loaders learn the shopper's address only as Express's trust proxy rules give it (req.ip), never from a raw header.
const loadContext = async (req) =>
  (dev ? await loadBuild() : build).entry.module.loadContextFor(req.ip, new RouterContextProvider());
const served = dev
  ? loadBuild
  : testRenderFault(app, build, { sandbox: sandbox.mount, log: (message) => logger.warn(message) });
app.use(
  createRequestHandler({
    build: served,
    getLoadContext: loadContext,
    mode: dev ? 'development' : 'production',
  }),
);
app.use(errorHandler(reportError));

// A supervised process says nothing: the supervisor says ready once all of them listen. Node checks its request
// timeouts every `connectionsCheckingInterval` (30 s by default, longer than a short configured limit).
const timeouts = config.requestTimeouts();
const server = http.createServer(
  {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
  },
  app,
);
server.listen(port, host, ready);
// A port taken or an address this machine does not have: said in one line, not as a stack.
server.on('error', (error) => {
  logger.fatal(`The storefront cannot listen on ${host}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});
answerClientErrors(server);

// The live-updates sandbox is a websocket (GraphQL subscriptions): its upgrade requests never reach Express, so the
// rules every request meets are checked here. Its path comes from the browser's configuration; the Host must be one
// the shop answers, and so must the Origin a browser sends, so another site's page cannot open the shop's socket.
const liveUpdatesPath = config.browserConfig().backends.liveUpdates;
const live = sandbox.mount ? (await loadBuild()).entry.module.liveUpdatesSandbox() : undefined;
const refuseUpgrade = (socket, status) =>
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
server.on('upgrade', (req, socket, head) => {
  if (
    !live ||
    !req.url?.startsWith('/') ||
    new URL(req.url, 'http://upgrade.invalid').pathname !== liveUpdatesPath
  )
    return refuseUpgrade(socket, '404 Not Found');
  const origin = req.headers.origin;
  if (
    !config.isAllowedHost(req.headers.host, allowed) ||
    (origin !== undefined && !config.isAllowedOrigin(origin, allowed))
  )
    return refuseUpgrade(socket, '403 Forbidden');
  live.handleUpgrade(req, socket, head);
});

// What is still buffered for others (the last spans and error reports) goes out before the process ends.
const beforeExit = [tracing?.shutdown, errorReports?.flush].filter(Boolean);
lifecycle = gracefulShutdown(server, {
  log: (message) => logger.info(message),
  ...(beforeExit.length > 0 ? { beforeExit: () => Promise.all(beforeExit.map((send) => send())) } : {}),
});
reportCrashes({ report: reportError, shutdown: lifecycle.shutdown });
// Open sockets are told the server is going away (1001), so their clients reconnect to another instance.
const stop = (reason) => {
  void live?.close();
  lifecycle.shutdown(reason);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
