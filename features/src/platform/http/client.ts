import { reportError } from '../monitoring';
import {
  startBackendCall,
  urlTemplate,
  type BackendCallOutcome,
  type BackendCallWatch,
} from './backendCalls';
import type { $ZodType } from 'zod/v4/core';
import { ConnectionError, HttpError, InvalidAnswerError, ProductError, type AnswerIssue } from './errors';

/** Spec section 9: every call gives up after 5 seconds unless its service says otherwise. */
export const DEFAULT_TIMEOUT_MS = 5000;

/** The newer account backend hides its own wording behind a generic message; other services show theirs. */
export type BackendKind = 'newer' | 'older' | 'service';

type HeaderValues = Record<string, string | undefined>;

export interface HttpClientOptions {
  /** Names the service in monitoring reports, e.g. `account` or `loyalty`. */
  service: string;
  baseUrl: string;
  timeoutMs?: number;
  backend?: BackendKind;
  /** Headers every call carries (tenant token, identity token); read at call time. */
  headers?: () => HeaderValues;
  /** Shares GET answers without an Authorization header among callers (the server's shared reads of public content). */
  share?: ShareRead;
}

/**
 * Shares one read among its callers (the server's shared reads): the answer `read` gives for `key`, from a read made
 * for the same key while it is fresh; callers arriving while it is on its way wait for it. A read that fails is not
 * kept. `signal` ends this caller's wait only, never the read the others wait for. `tagsOf` names the cache tags of
 * what the answer shows (a product's `cat_p_7`, a Builder entry's): every page that uses the answer carries them,
 * and a purge of one of them forgets the answer.
 */
export type ShareRead = <T>(
  key: string,
  read: () => Promise<T>,
  signal?: AbortSignal,
  tagsOf?: (answer: T) => readonly string[],
) => Promise<T>;

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;

/**
 * A zod schema, classic or zod/mini (zod's core type, which both extend): a page that loads no classic schema keeps
 * its answers' schemas in zod/mini, a fraction of classic's weight (issue #14).
 */
export type AnswerSchema<T> = $ZodType<T>;

export interface RequestOptions<T = unknown> {
  /** What a 2xx body must look like; an answer that does not fit rejects with InvalidAnswerError. */
  schema?: AnswerSchema<T>;
  query?: Record<string, QueryValue>;
  /** Plain objects are sent as JSON; FormData and strings as they are. */
  body?: unknown;
  headers?: HeaderValues;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The cache tags of a shared answer's body (see ShareRead). */
  cacheTags?: (data: T) => readonly string[];
}

/** A 2xx answer. A 204 carries only its status. */
export interface HttpResponse<T> {
  status: number;
  data: T;
}

export interface HttpClient {
  readonly baseUrl: string;
  request<T>(method: string, path: string, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  get<T>(path: string, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  delete<T>(path: string, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  /** A fetch with this client's timeout, headers and connection errors, for generated clients (openapi-fetch). */
  fetch: (input: Request) => Promise<Response>;
  /** `fetch` for a JSON API: a success whose body is not JSON is refused as an answer the shop cannot read. */
  fetchJson: (input: Request) => Promise<Response>;
}

/**
 * Backend URLs may be paths on the shop's own origin (the sandbox defaults outside a configured request): in the
 * browser they resolve against the page, elsewhere against localhost.
 */
export function absoluteUrl(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  const origin =
    typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost';
  return new URL(url, origin).toString();
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(absoluteUrl(baseUrl.replace(/\/$/, '') + path));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(key, String(item)));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function definedHeaders(...sources: Array<HeaderValues | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) if (value !== undefined) headers[key] = value;
  }
  return headers;
}

/**
 * An answer's body as a JSON API sends it: its JSON (null when empty), or else its text, marked as not JSON. Every
 * call of the shop's is to a JSON API, so a success that is not JSON (cut short, a proxy's page) is an answer the shop
 * cannot read, whatever its content type says; a refusal's text is kept for its error.
 */
async function readAnswer(response: Response): Promise<{ text: string; data: unknown; json: boolean }> {
  const text = await response.text();
  if (!text) return { text, data: null, json: true };
  try {
    return { text, data: JSON.parse(text), json: true };
  } catch {
    return { text, data: text, json: false };
  }
}

/**
 * A message the service wrote for shoppers: a refusal (4xx) with a JSON message. A 5xx, a plain-text or HTML body
 * ("Internal Server Error", a proxy's page) is the server talking to itself, so the shopper reads the generic words.
 */
function shopperMessage(status: number, body: unknown): string | undefined {
  if (status >= 500 || !body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/**
 * Checks a 2xx body against what the caller expects: a body that does not fit (broken JSON arrives as text) is a
 * failure, reported to monitoring, never a success with holes in it.
 */
export function validAnswer<T>(
  schema: AnswerSchema<T>,
  data: unknown,
  service: string,
  context: Record<string, unknown> = {},
): T {
  // Through the Standard Schema interface, which both zod flavours carry; answer schemas have no async rules.
  const validated = schema['~standard'].validate(data);
  const result = validated as Exclude<typeof validated, Promise<unknown>>;
  if (!result.issues) return result.value;
  const issues = result.issues.map(({ message, path = [] }) => ({
    message,
    path: path.map((segment) => (typeof segment === 'object' ? segment.key : segment)),
  }));
  return rejectAnswer(service, issues, context);
}

/** A 2xx the shop cannot read: reported to monitoring, and thrown so no caller mistakes it for a success. */
export function rejectAnswer(
  service: string,
  issues: readonly AnswerIssue[],
  context: Record<string, unknown> = {},
): never {
  const error = new InvalidAnswerError(service, issues);
  reportError(error, { service, ...context });
  throw error;
}

/** Turns a non-2xx answer into the error a caller can act on (spec section 8). */
export function errorFromResponse(status: number, body: unknown, backend: BackendKind): HttpError {
  const userMessage = backend === 'newer' ? undefined : shopperMessage(status, body);
  const errorCode =
    body && typeof body === 'object' && 'error_code' in body
      ? (body as { error_code: unknown }).error_code
      : undefined;
  if (errorCode !== undefined && errorCode !== null) {
    return new ProductError(status, body, userMessage, String(errorCode));
  }
  return new HttpError(status, body, userMessage);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const backend = options.backend ?? 'service';
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /**
   * Sends a call with its watcher's headers (request id, trace context). A call that got no answer ends its watch
   * here; one that did is ended by the caller, once it knows whether the answer was usable.
   */
  async function send(request: Request, timeoutMs: number): Promise<[Response, BackendCallWatch]> {
    const watch = startBackendCall({
      service: options.service,
      method: request.method,
      urlTemplate: urlTemplate(request.url),
      timeoutMs,
    });
    const watched = Object.keys(watch.headers).length > 0 ? withHeaders(request, watch.headers) : request;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return [await fetch(watched, { signal: AbortSignal.any([timeout, request.signal]) }), watch];
    } catch (cause) {
      if (request.signal.aborted) {
        watch.end('abandoned');
        throw cause;
      }
      watch.end(timeout.aborted ? 'timeout' : 'unreachable');
      const error = timeout.aborted
        ? new ConnectionError(`${options.service} did not answer within ${timeoutMs} ms`, true, { cause })
        : new ConnectionError(`Could not connect to ${options.service}`, false, { cause });
      reportError(error, { service: options.service, url: request.url, method: request.method });
      throw error;
    }
  }

  async function clientFetch(request: Request, { json = false } = {}): Promise<Response> {
    const headers = new Headers(request.headers);
    for (const [key, value] of Object.entries(definedHeaders(options.headers?.()))) {
      if (!headers.has(key)) headers.set(key, value);
    }
    const [response, watch] = await send(new Request(request, { headers }), defaultTimeout);
    const ended = (outcome: BackendCallOutcome) => watch.end(outcome, response.status);
    // The generated client reads the body itself: a call is judged by its status, and a JSON API's success by
    // whether its body is JSON at all (openapi-fetch would throw a bare SyntaxError at broken JSON).
    if (!response.ok || !json || response.status === 204) {
      ended(response.ok ? 'ok' : 'http_error');
      return response;
    }
    const { text, json: readable } = await readAnswer(response);
    if (!readable) {
      ended('invalid_answer');
      rejectAnswer(options.service, [{ path: [], message: 'not JSON' }], {
        url: request.url,
        method: request.method,
      });
    }
    ended('ok');
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  /** A guest's GET is shared when the client shares (the answer is the same for every caller); the rest is sent. */
  function request<T>(method: string, path: string, call: RequestOptions<T> = {}): Promise<HttpResponse<T>> {
    const headers = definedHeaders({ accept: 'application/json' }, options.headers?.(), call.headers);
    const signedIn = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
    if (!options.share || method !== 'GET' || call.body !== undefined || signedIn)
      return exchange(method, path, call);
    const { signal, cacheTags, ...shared } = call;
    const key = `${options.service} ${buildUrl(options.baseUrl, path, call.query)} ${JSON.stringify(headers)}`;
    const tagsOf = cacheTags && ((response: HttpResponse<T>) => cacheTags(response.data));
    return options.share(key, () => exchange(method, path, shared), signal, tagsOf);
  }

  async function exchange<T>(
    method: string,
    path: string,
    call: RequestOptions<T>,
  ): Promise<HttpResponse<T>> {
    const isJson =
      call.body !== undefined && !(call.body instanceof FormData) && typeof call.body !== 'string';
    const headers = definedHeaders(
      { accept: 'application/json' },
      isJson ? { 'content-type': 'application/json' } : undefined,
      options.headers?.(),
      call.headers,
    );
    const url = buildUrl(options.baseUrl, path, call.query);
    const body =
      call.body === undefined ? undefined : isJson ? JSON.stringify(call.body) : (call.body as BodyInit);
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    if (call.signal) init.signal = call.signal;
    const [response, watch] = await send(new Request(url, init), call.timeoutMs ?? defaultTimeout);
    const ended = (outcome: BackendCallOutcome) => watch.end(outcome, response.status);

    if (response.status === 204) {
      ended('ok');
      return { status: 204, data: undefined as T };
    }
    let data: unknown;
    let readable: boolean;
    try {
      ({ data, json: readable } = await readAnswer(response));
    } catch (cause) {
      ended(call.signal?.aborted ? 'abandoned' : 'timeout');
      throw cause;
    }
    if (response.status >= 200 && response.status < 300) {
      try {
        if (!readable) rejectAnswer(options.service, [{ path: [], message: 'not JSON' }], { url, method });
        const checked = call.schema
          ? validAnswer(call.schema, data, options.service, { url, method })
          : (data as T);
        ended('ok');
        return { status: response.status, data: checked };
      } catch (error) {
        ended('invalid_answer');
        throw error;
      }
    }

    ended('http_error');
    const error = errorFromResponse(response.status, data, backend);
    reportError(error, { service: options.service, url, method, status: response.status });
    throw error;
  }

  return {
    baseUrl: options.baseUrl,
    request,
    get: (path, call) => request('GET', path, call),
    post: (path, body, call) => request('POST', path, { ...call, body }),
    put: (path, body, call) => request('PUT', path, { ...call, body }),
    patch: (path, body, call) => request('PATCH', path, { ...call, body }),
    delete: (path, call) => request('DELETE', path, call),
    fetch: (input) => clientFetch(input),
    fetchJson: (input) => clientFetch(input, { json: true }),
  };
}

/** The same request with these headers set over its own. */
function withHeaders(request: Request, extra: Record<string, string>): Request {
  const headers = new Headers(request.headers);
  for (const [key, value] of Object.entries(extra)) headers.set(key, value);
  return new Request(request, { headers });
}

/** The shop's own server, as a page calls its routes (the session check, one-time codes, the newsletter): same origin. */
export function createShopClient(): HttpClient {
  return createHttpClient({ service: 'shop', baseUrl: '' });
}
