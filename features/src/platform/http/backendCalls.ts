/**
 * Every call to a backend, as the server's operator sees it: the server installs a watcher (site/server/signals.mjs)
 * that adds the request's id and trace context to each call's headers and counts, times and traces it. Without one
 * (the browser, tests) a call costs nothing extra.
 */

/**
 * How a call ended: an answer the shop could use, an error status, no answer in time, none at all, an answer it
 * cannot read, or given up by its caller (a page's budget for a slow service, a shopper gone).
 */
export type BackendCallOutcome =
  'ok' | 'http_error' | 'timeout' | 'unreachable' | 'invalid_answer' | 'abandoned';

export interface BackendCall {
  /** The backend, as monitoring names it (`commerce`, `account`, `builder`...). */
  service: string;
  method: string;
  /** The URL without its query, ids and personal values masked (`urlTemplate`): safe for a span or a log. */
  urlTemplate: string;
  timeoutMs: number;
  /** A GraphQL call's operation name (`GetProduct`): which call of the one endpoint it was. */
  operation?: string;
}

export interface BackendCallWatch {
  /** Headers the call carries for its watcher (`X-Request-Id`, `traceparent`). */
  readonly headers: Record<string, string>;
  /** Called once, when the call's outcome is known; `status` when the backend answered. */
  end(outcome: BackendCallOutcome, status?: number): void;
}

export interface BackendCallWatcher {
  start(call: BackendCall): BackendCallWatch;
}

const unwatched: BackendCallWatch = { headers: {}, end: () => undefined };

let watcher: BackendCallWatcher | undefined;

/** Installs the server's watcher (called once at start-up); `undefined` removes it. */
export function watchBackendCalls(next: BackendCallWatcher | undefined): void {
  watcher = next;
}

/** Starts watching one call to a backend: its extra headers, and `end` to call with its outcome. */
export function startBackendCall(call: BackendCall): BackendCallWatch {
  return watcher?.start(call) ?? unwatched;
}

/**
 * A path segment that may name someone or something a shopper chose: anything with a digit, an `@` or a `%`, or a
 * long token. Catalogue words (`products`, `consumers`, `v3`) stay; `AURORA`'s SKU stays, a uuid or an e-mail does not.
 */
const identifying = /[\d@%]|^[^/]{25,}$/;

/** `https://loyalty.example/consumers/0c9f…/points?x=1` becomes `https://loyalty.example/consumers/{id}/points`. */
export function urlTemplate(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname
    .split('/')
    .map((segment) => (identifying.test(segment) && !/^v\d+$/.test(segment) ? '{id}' : segment))
    .join('/');
  return `${parsed.origin}${path}`;
}
