// The server's log: one JSON line per event (pino), readable in development (pino-pretty), each line of a request
// carrying that request's id. Nothing personal reaches a line: requests are logged by method and path only, errors by
// type, message and stack, and the fields of spec section 3 are redacted wherever a logged object holds them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { matchRoutes } from 'react-router';
import { personalFields, scrubPath, scrubText } from '../app/lib/personalData.ts';
import { decodes, sentByTrustedProxy } from './guards.mjs';

/** Where the personal fields are censored: at the top of a logged object and one level down (a context, a body). */
export const redactedPaths = personalFields.flatMap((field) => [field, `*.${field}`]);

/**
 * The request (its id and path) a line or an error report belongs to, for those written far from Express's `req` (a
 * loader's failed backend call, a render error).
 */
const requestContext = new AsyncLocalStorage();

/**
 * An error as a line may hold it: what it is and where, never the backend answer an HttpError carries, and its message
 * scrubbed as an error report's is (a bug may put what a request carried in it).
 */
export function loggedError(error) {
  if (!(error instanceof Error))
    return error && typeof error === 'object'
      ? error
      : { type: typeof error, message: scrubText(String(error)) };
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  return {
    type: error.name,
    message: scrubText(error.message),
    status,
    stack: error.stack && scrubText(error.stack),
  };
}

/**
 * The process's logger: JSON lines on stdout, or coloured text in development (`--dev`, through pino-pretty, written
 * at once like the JSON so a line is out before the next step). `LOG_LEVEL` (pino's levels, `info` by default)
 * chooses how much.
 */
export async function createLogger({ dev = false, level = process.env.LOG_LEVEL || 'info' } = {}) {
  const readable = dev
    ? (await import('pino-pretty')).default({ sync: true, ignore: 'pid,hostname,instance' })
    : undefined;
  return pino(
    {
      level,
      base: { instance: `${hostname()}:${process.pid}` },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: { err: loggedError, error: loggedError },
      // Lines written while a request is served name it (the request's own line names it already).
      mixin: (_fields, _level, lineLogger) => {
        const requestId = requestContext.getStore()?.id;
        return requestId && !lineLogger.bindings().requestId ? { requestId } : {};
      },
    },
    readable,
  );
}

/** A request id a proxy may hand on: short, and only letters, digits and `.-_:`. */
const wellFormedId = /^[\w.:-]{1,128}$/;

/** Files and the embedded sandbox (a stand-in for the backends): not pages, and logged only at debug. */
const notAPage = /^\/(assets|sandbox)\//;

/** A path React Router may answer: not a file or the sandbox, and one that decodes (junk is refused with 400). */
const isPagePath = (path) => !notAPage.test(path) && decodes(path);

/** The request being served here, if any: `{ id, path }`. */
export const currentRequest = () => requestContext.getStore();

/** The id of the request being served here, if any (a backend call made while a page renders carries it). */
export const currentRequestId = () => requestContext.getStore()?.id;

/** React Router's routes as the nested tree `matchRoutes` reads, from the server build's flat list. */
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => ({
      id,
      path,
      index,
      caseSensitive,
      children: routeTree(routes, id),
    }));
}

/**
 * The React Router route id (`routes/products.$sku`) a path is a page of, or undefined for files, the sandbox and
 * junk: a name from the shop's code, never the path a visitor typed.
 */
export function pageRouteOf(routes) {
  const tree = routeTree(routes, undefined);
  return (path) => (isPagePath(path) ? matchRoutes(tree, path)?.at(-1)?.route.id : undefined);
}

/**
 * Logs each request once, when its answer is sent: method, path (never the query, which may name what a shopper
 * searched or a link's token), status, duration and the page's route id. The request id comes from `X-Request-Id`
 * only when Express trusts the proxy that sent it (TRUST_PROXY), else it is made here; the answer carries it, and
 * every line logged while the request is served names it.
 */
export function requestLogging(logger, { routes, quietPaths = [] }) {
  const routeOf = pageRouteOf(routes);
  const logRequest = pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId(req, res) {
      const given = req.headers['x-request-id'];
      const id =
        sentByTrustedProxy(req) && typeof given === 'string' && wellFormedId.test(given)
          ? given
          : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => quietPaths.includes(req.path) },
    // Files and the sandbox only at debug: the shop's own pages and actions are what an operator reads. A path that
    // names an e-mail address (a backend's lookup by address) is logged without it.
    customLogLevel: (req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : notAPage.test(req.path) ? 'debug' : 'info',
    customSuccessMessage: (req, res) => `${req.method} ${scrubPath(req.path)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${scrubPath(req.path)} ${res.statusCode}`,
    customProps: (req) => {
      const route = routeOf(req.path);
      return route ? { route } : {};
    },
    serializers: {
      req: (req) => ({ method: req.method, path: scrubPath(req.raw?.path ?? req.url?.split('?')[0] ?? '') }),
      res: (res) => ({ status: res.statusCode }),
      err: loggedError,
    },
  });
  return (req, res, next) =>
    logRequest(req, res, () => requestContext.run({ id: req.id, path: req.path }, next));
}
