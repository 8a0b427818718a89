// Guards that run before any routing: a request the shop cannot answer gets a short plain answer, never a crash.

/**
 * The methods some route of the shop implements (PURGE: Magento's and an operator's purges, server/purge.mjs). Any
 * other (TRACE, CONNECT, PROPFIND...) is 501 everywhere.
 */
export const implementedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE'];

/** Form posts to pages carry a few fields; the sandbox takes contest entries with their files. */
export const limits = { pageBody: 1_000_000, sandboxJson: 1_000_000, sandboxBody: 10_000_000 };

/** A short plain-text answer: no page, no stack, nothing from the request echoed back. */
export function plain(res, status, message, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(`${message}\n`);
}

/** Whether a request path decodes (`/%` does not: the request guard refuses it with 400). */
export const decodes = (path) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * Refuses what the shop cannot route: a request target that is not a path (absolute-form, `*`) or whose path does not
 * decode, a malformed Host, a method no route implements. `hostIsWellFormed` and `hostIsAllowed` come from the configuration (config.server.ts).
 */
export function requestGuard({ hostIsWellFormed, hostIsAllowed, openPaths }) {
  return (req, res, next) => {
    if (!req.url.startsWith('/')) return plain(res, 400, 'Bad request');
    // A path that does not decode (`/%`, `/%E0%A4%A`) names nothing: React Router logged a warning for it on every
    // render and the sandbox's matcher a whole stack.
    if (!decodes(req.path)) return plain(res, 400, 'Bad request: malformed URL');
    // req.host is the Host header, or X-Forwarded-Host when TRUST_PROXY trusts the proxy that sent it.
    const host = req.host;
    if (!hostIsWellFormed(host)) return plain(res, 400, 'Bad request: malformed Host header');
    if (!implementedMethods.includes(req.method)) return plain(res, 501, 'Not implemented');
    // Health checks by IP address (load balancers, orchestrators) are answered whatever host they name, and so are
    // purges, which are taken by the sender's address alone (Magento names the host it was configured with).
    if (!openPaths.includes(req.path) && req.method !== 'PURGE' && !hostIsAllowed(host))
      return plain(res, 400, 'Bad request: unknown host');
    next();
  };
}

/** Whether the request came straight from a proxy Express trusts (TRUST_PROXY), so the headers it sets may be read. */
export const sentByTrustedProxy = (req) => req.app.get('trust proxy fn')(req.socket.remoteAddress, 0);

/**
 * Express reads the first value of a comma-separated X-Forwarded-Host, which the client wrote, not a proxy: behind a
 * trusted proxy the Host is the value the outermost trusted proxy appended, counted from the right as X-Forwarded-For's
 * trusted hops are (`req.ips`). A proxy that sets the header rather than appending leaves one value, which is read.
 * Without a trusted proxy it is the Host header. `req.hostname` and React Router's request URL follow `req.host`.
 */
export function forwardedHostFromTrustedProxy(app) {
  Object.defineProperty(app.request, 'host', {
    configurable: true,
    enumerable: true,
    get() {
      const forwarded = this.get('X-Forwarded-Host');
      if (!forwarded || !sentByTrustedProxy(this)) return this.get('Host') || undefined;
      const values = forwarded.split(',').map((value) => value.trim());
      const hops = Math.max(1, this.ips.length);
      return values[Math.max(0, values.length - hops)] || undefined;
    },
  });
}

/** Static files answer GET and HEAD only; anything else is 405, not a page render. */
export function readOnly(req, res, next) {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
}

/**
 * Bodies for React Router's handler, which reads the request stream itself: the body must announce its length (411
 * otherwise) and stay within the limit (413), which Node's parser then holds it to.
 */
export function pageBodyLimit(maxBytes = limits.pageBody) {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const length = req.headers['content-length'];
    if (length === undefined && req.headers['transfer-encoding'] !== undefined)
      return plain(res, 411, 'Length required');
    if (Number(length ?? 0) > maxBytes) return plain(res, 413, 'Request body too large');
    next();
  };
}

/**
 * The sandbox's bodies reach its handlers unread, within their limits (JSON 1 MB, anything else 10 MB, as for pages):
 * each backend refuses invalid or too deeply nested JSON in its own words (jsonBody), and nothing here parses a body
 * only to serialise it again for MSW, which a deeply nested one would not survive.
 */
export function sandboxBodyLimit() {
  const json = pageBodyLimit(limits.sandboxJson);
  const other = pageBodyLimit(limits.sandboxBody);
  return (req, res, next) => (req.is('json') ? json : other)(req, res, next);
}

/** The shop's own words for a failure, as a small page of its own: no stack, no file paths. */
const errorPage = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong · Storefront</title>
<main role="alert">
<h1>Something went wrong</h1>
<p>The shop could not answer this request. Please try again in a moment.</p>
<p><a href="/">Back to the home page</a></p>
</main>
</html>
`;

/**
 * The last handler: client errors the body parsers raise keep their 4xx with a plain message; anything else is
 * reported and answered with the plain 500 page. A response already under way is cut off rather than mixed.
 */
export function errorHandler(report) {
  // Express recognises an error handler by its four parameters, so _next stays.
  return (error, req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500 && error?.expose !== false) {
      if (res.headersSent) return res.destroy();
      return plain(res, status, status === 413 ? 'Request body too large' : 'Bad request');
    }
    report(error, { where: 'server', method: req.method, path: req.path });
    if (res.headersSent) return res.destroy();
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(errorPage);
  };
}
