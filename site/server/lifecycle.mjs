// Health endpoints, graceful shutdown and the last line of defence against crashes.

/**
 * /healthz: the process answers. /readyz: it can serve shoppers (build loaded, every backend configured or the sandbox
 * mounted) and is not shutting down, so a load balancer stops sending it traffic while it drains. Its detail says more
 * (Redis's state among it), without changing the answer.
 */
export function healthRoutes(app, { isReady }) {
  app.get('/healthz', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (req, res) => {
    const { ready, ...checks } = isReady();
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', ...checks });
  });
}

/**
 * Errors the HTTP parser raises before Express sees the request: an unknown method is 501, headers too large 431,
 * anything else 400. The socket is closed after the answer.
 */
export function answerClientErrors(server) {
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status =
      error.code === 'HPE_INVALID_METHOD'
        ? '501 Not Implemented'
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? '408 Request Timeout'
            : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n`,
    );
  });
  // Node hands CONNECT to its own event and, with no listener, drops the connection without an answer.
  server.on('connect', (req, socket) => {
    socket.end('HTTP/1.1 501 Not Implemented\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
}

/**
 * Graceful shutdown: stop accepting connections, let requests in flight finish (at most `drainMs`), then exit, once
 * `beforeExit` has sent what was still buffered (the last spans). While draining, /readyz says not ready and every
 * answer closes its connection.
 */
export function gracefulShutdown(server, { drainMs = 10_000, log = console.log, beforeExit } = {}) {
  let closing = false;
  let inFlight = 0;
  server.on('request', (req, res) => {
    inFlight += 1;
    if (closing) res.setHeader('Connection', 'close');
    res.on('close', () => {
      inFlight -= 1;
      // A keep-alive connection that just went idle would otherwise hold the drain open until it times out.
      if (closing) server.closeIdleConnections();
    });
  });

  function shutdown(reason, exitCode = 0) {
    if (closing) return;
    closing = true;
    const started = Date.now();
    log(
      `${reason}: no new connections; finishing ${inFlight} request(s) in flight (at most ${drainMs / 1000} s)`,
    );
    server.close(async () => {
      log(`Storefront stopped after ${Date.now() - started} ms, every request answered`);
      // What is still buffered for others (the last spans) goes out first, within the drain's time.
      await beforeExit?.().catch(() => undefined);
      process.exit(exitCode);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log(`${inFlight} request(s) still running after ${drainMs / 1000} s: closing them`);
      server.closeAllConnections();
      process.exit(exitCode);
    }, drainMs).unref();
  }

  return { shutdown, isClosing: () => closing };
}

/**
 * A rejection nobody awaited is reported (a line of the log), and the server keeps serving. An uncaught exception leaves the
 * process in an unknown state: reported, logged, then a graceful shutdown with exit code 1 (the supervisor restarts).
 */
export function reportCrashes({ report, shutdown }) {
  process.on('unhandledRejection', (reason) => report(reason, { where: 'unhandledRejection' }));
  process.on('uncaughtException', (error) => {
    report(error, { where: 'uncaughtException' });
    shutdown('uncaughtException', 1);
  });
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The test faults STOREFRONT_TEST_FAULTS names, comma-separated (`stall`, `render`). */
const testFaultsAsked = (env) =>
  new Set((env.STOREFRONT_TEST_FAULTS ?? '').split(',').map((fault) => fault.trim()));

const renderFaultHeader = 'x-storefront-test-fault';

/**
 * A test-only render failure, so the end-to-end suite can prove what becomes of a page whose loader threw (the error
 * report): with `STOREFRONT_TEST_FAULTS=render` in the environment and the sandbox serving a backend, a page request
 * from this machine with `X-Storefront-Test-Fault: <message>` throws an Error with that message in the root loader,
 * as a bug would (the message may repeat what the request carried). Without the variable, or from another machine,
 * the header changes nothing. Answers the server build to serve (the same build, its root loader wrapped, when asked).
 */
export function testRenderFault(app, build, { env = process.env, sandbox, log = console.log } = {}) {
  if (!testFaultsAsked(env).has('render') || !sandbox) return build;
  log(
    'STOREFRONT_TEST_FAULTS=render: a page request from this machine with X-Storefront-Test-Fault throws in its root loader (tests only)',
  );
  app.use((req, res, next) => {
    if (!loopback.has(req.socket.remoteAddress ?? '')) delete req.headers[renderFaultHeader];
    next();
  });
  const root = build.routes.root;
  const loader = (args) => {
    const fault = args.request.headers.get(renderFaultHeader);
    if (fault) throw new Error(fault);
    return root.module.loader(args);
  };
  return {
    ...build,
    routes: { ...build.routes, root: { ...root, module: { ...root.module, loader } } },
  };
}

/**
 * Test-only faults, so the end-to-end suite can prove what the supervisor does with a process whose event loop is
 * blocked: with `STOREFRONT_TEST_FAULTS=stall` in the environment, `POST /__test/stall` from this machine answers 202
 * and then blocks the process for good, as a runaway loop would. Without that variable (npm start, the Docker image,
 * any deployment) the route does not exist, whatever NODE_ENV says.
 */
export function testFaults(app, { env = process.env, log = console.log } = {}) {
  if (!testFaultsAsked(env).has('stall')) return;
  log(
    'STOREFRONT_TEST_FAULTS=stall: POST /__test/stall from this machine blocks a serving process (tests only)',
  );
  app.post('/__test/stall', (req, res, next) => {
    if (!loopback.has(req.socket.remoteAddress ?? '')) return next();
    res.status(202).end('stalling\n', () => {
      // Waits on a value nothing ever changes: the thread is blocked without spinning a core.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    });
  });
}

/**
 * Test-only render count, so the end-to-end suite can prove which pages a purge had rendered again: with
 * `STOREFRONT_TEST_RENDERS=count` in the environment, every GET that reaches the renderer (past the page cache) is
 * counted by path, and `GET /__test/renders` from this machine answers the counts as JSON. Without that variable (npm
 * start, the Docker image, any deployment) neither the count nor the route exists, whatever NODE_ENV says. Returns the
 * counting middleware, to be mounted after the page cache (or a no-op).
 */
export function testRenderCount(app, { env = process.env, log = console.log } = {}) {
  if (env.STOREFRONT_TEST_RENDERS !== 'count') return (req, res, next) => next();
  log(
    'STOREFRONT_TEST_RENDERS=count: GET /__test/renders from this machine answers the render counts (tests only)',
  );
  const renders = new Map();
  app.get('/__test/renders', (req, res, next) => {
    if (!loopback.has(req.socket.remoteAddress ?? '')) return next();
    res.set('Cache-Control', 'no-store').json(Object.fromEntries(renders));
  });
  return (req, res, next) => {
    if (req.method === 'GET') renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
    next();
  };
}
