import type { RequestHandler } from 'msw';
import { http } from 'msw';
import { sandboxPaths, type SandboxBackend } from './paths';
import { noHandlerFor, plainRefusal, type Refusal } from './requests';

interface SandboxModule {
  /** None for a sandbox that is not MSW (live updates' websocket). */
  handlers?: RequestHandler[];
  /** How the backend words a refusal on each sandbox path it serves, where not `{ code, message, data }`. */
  refusals?: Partial<Record<SandboxBackend, Refusal>>;
}

// Every backend's sandbox/index.ts is picked up here, so a new backend adds a folder and touches nothing else.
const domainModules = import.meta.glob<SandboxModule>('../../backends/*/sandbox/index.ts', { eager: true });
const modules = Object.keys(domainModules)
  .sort()
  .flatMap((path) => domainModules[path] ?? []);

export const domainHandlers: RequestHandler[] = modules.flatMap((module) => module.handlers ?? []);

const refusals: Partial<Record<SandboxBackend, Refusal>> = Object.assign(
  {},
  ...modules.map((module) => module.refusals ?? {}),
);

/** The refusal of the backend whose sandbox path is the longest start of `pathname`. */
function refusalFor(pathname: string): Refusal {
  const backends = (Object.keys(sandboxPaths) as SandboxBackend[])
    .filter(
      (backend) => pathname === sandboxPaths[backend] || pathname.startsWith(`${sandboxPaths[backend]}/`),
    )
    .sort((a, b) => sandboxPaths[b].length - sandboxPaths[a].length);
  return (backends[0] && refusals[backends[0]]) ?? plainRefusal;
}

const isDecodable = (pathname: string) => {
  try {
    // The result is used: the server build drops a call whose result is not, taking its exception with it.
    return typeof decodeURIComponent(pathname) === 'string';
  } catch {
    return false;
  }
};

/**
 * A sandbox path whose percent-encoding decodes to nothing (`%E0%A4%A`) is refused with 400 in its backend's words
 * before any handler with path parameters tries to decode it (MSW's matching would throw).
 */
const malformedPath = http.all(
  ({ request }) => {
    const { pathname } = new URL(request.url);
    return pathname.includes('/sandbox/') && !isDecodable(pathname);
  },
  ({ request }) => refusalFor(new URL(request.url).pathname)(400, 'The path is not valid percent-encoding.'),
);

/**
 * A JSON body that does not parse, or is no object or array, is refused with 400 in its backend's words before any handler runs, as a service's
 * body parser would: a handler may check its caller (a captcha, a token) before it reads the body. Anything else falls
 * through to the handlers, which read bodies with jsonBody.
 */
const malformedJsonBody = http.all(
  ({ request }) =>
    new URL(request.url).pathname.includes('/sandbox/') &&
    !['GET', 'HEAD'].includes(request.method) &&
    (request.headers.get('content-type') ?? '').includes('json'),
  async ({ request }) => {
    const text = await request.clone().text();
    if (text.trim() === '') return undefined;
    let body: unknown;
    try {
      // No reviver: V8 parses any depth without recursion.
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    // Like a strict body parser, only an object or an array is a request body.
    if (typeof body === 'object' && body !== null) return undefined;
    return refusalFor(new URL(request.url).pathname)(400, 'The request body is not valid JSON.');
  },
);

/** Answers any sandbox call no domain handles (see noHandlerFor). */
const unknownSandboxPath = http.all('*/sandbox/*', ({ request }) =>
  noHandlerFor(request.method, new URL(request.url), domainHandlers),
);

/** All sandbox handlers: the path and body checks first, the catch-all last. */
export const sandboxHandlers: RequestHandler[] = [
  malformedPath,
  malformedJsonBody,
  ...domainHandlers,
  unknownSandboxPath,
];
