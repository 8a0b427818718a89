/**
 * What every sandbox needs before it believes a request: the tenant (and the captcha where the spec asks one), keys and
 * paths taken from a query or a body that do not lead to an object's prototype, and a body that is JSON. A refusal is
 * thrown as a Response, which MSW answers as it is, so a handler reads one line and never ends in an exception.
 */
import { HttpHandler, HttpResponse, matchRequestUrl, type RequestHandler } from 'msw';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, TENANT_HEADER } from '../captcha/captcha';
import { SANDBOX_TENANT_TOKEN } from '../config/config';

/** Property names that lead from an object to what every object inherits. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const isPrototypeKey = (key: string): boolean => PROTOTYPE_KEYS.has(key);

/** What the imitated services check before anything else: the tenant on every call, the captcha where the spec asks. */
export const hasTenant = (request: Request): boolean =>
  request.headers.get(TENANT_HEADER) === SANDBOX_TENANT_TOKEN;
export const hasCaptcha = (request: Request): boolean =>
  request.headers.get(CAPTCHA_HEADER) === SANDBOX_CAPTCHA_TOKEN;

/** How a backend words a refusal: its own error body for a status and a message. */
export type Refusal = (status: number, message: string) => Response;

/** The shape most of the imitated services use (`{ code, message, data }`). */
export const plainRefusal: Refusal = (status, message) =>
  HttpResponse.json({ code: status, message, data: null }, { status });

/**
 * Splits a dotted path from a query (`fields=data.title`, `omit=meta.componentsUsed`) into keys. A prototype key
 * refuses the request with 400: walking it would read or change what every object in the process inherits.
 */
export function pathKeys(path: string, refuse: Refusal = plainRefusal): string[] {
  const keys = path.split('.');
  if (keys.some(isPrototypeKey)) throw refuse(400, `"${path}" names a prototype property.`);
  return keys;
}

/** A record's own value for a key a request chose; inherited names (constructor, __proto__, toString) find nothing. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** How deep a request body may nest: far beyond any call the shop makes, far below what would exhaust a stack. */
export const MAX_JSON_DEPTH = 64;

/**
 * The first thing that makes a parsed body unsafe to walk: nesting deeper than MAX_JSON_DEPTH, or a prototype key.
 * Walked with a stack of its own, so a hostile depth cannot exhaust the process's.
 */
function unsafeShape(body: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;
    for (const key of Object.keys(value)) {
      if (isPrototypeKey(key)) return `The request body may not use the key "${key}".`;
      pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * A request's JSON body, typed as the request says (openapi-msw types it from the contract). Invalid JSON, a body that
 * is not a JSON object, nesting beyond MAX_JSON_DEPTH or a prototype key at any depth refuses the request with 400 in
 * the backend's own words.
 */
export async function jsonBody<R extends { text(): Promise<string>; json(): Promise<unknown> }>(
  request: R,
  refuse: Refusal = plainRefusal,
): Promise<Awaited<ReturnType<R['json']>>> {
  let body: unknown;
  try {
    // No reviver: V8 parses any depth without recursion, a reviver walks it recursively.
    body = JSON.parse(await request.text());
  } catch {
    throw refuse(400, 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw refuse(400, 'The request body must be a JSON object.');
  const unsafe = unsafeShape(body);
  if (unsafe) throw refuse(400, unsafe);
  return body as Awaited<ReturnType<R['json']>>;
}

/**
 * The methods some handler takes at a URL, for an Allow header. Guards that take every method (a tenant check in front
 * of a whole backend) answer no path of their own, so they are left out.
 */
function allowedMethods(handlers: readonly RequestHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method === 'string' && typeof path !== 'function' && matchRequestUrl(url, path).matches)
      methods.add(method.toUpperCase());
  }
  return [...methods].sort();
}

/**
 * The sandbox's answer to a call no handler takes: 405 with an Allow header when the path exists for other methods,
 * else a JSON 404 naming the call, so an unknown call fails fast instead of hanging.
 */
export function noHandlerFor(method: string, url: URL, handlers: readonly RequestHandler[]): Response {
  const allowed = allowedMethods(handlers, url);
  if (allowed.length > 0) {
    return HttpResponse.json(
      { code: 405, message: `${url.pathname} takes ${allowed.join(', ')}, not ${method}.`, data: null },
      { status: 405, headers: { Allow: allowed.join(', ') } },
    );
  }
  return HttpResponse.json(
    { code: 404, message: `The sandbox has no handler for ${method} ${url.pathname}`, data: null },
    { status: 404 },
  );
}
