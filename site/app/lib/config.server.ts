import { BlockList, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import {
  configFromEnv,
  configProblems,
  flag,
  isHttpUrl,
  unsetBackendVariables,
  type StorefrontConfig,
} from '@storefront/features/platform';

type Env = Record<string, string | undefined>;

// The load benchmark starts the shop with its backends on a sandbox in another process (tests/performance/bench.mjs).
export { sandboxBackendsAt } from '@storefront/features/platform';

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * Where shoppers' browsers send what their visits measured (web-vitals), while the server has metrics to add them to
 * (METRICS_PORT); else undefined and browsers measure nothing.
 */
export function webVitalsPath(env: Env = process.env): string | undefined {
  return metricsAddress(env) ? '/vitals' : undefined;
}

/**
 * Where the browser reports what the shop counts from it (an order placed or failed: checkout places orders from the
 * browser, straight at the commerce backend), while the server counts (METRICS_PORT); else undefined.
 */
export function shopEventsPath(env: Env = process.env): string | undefined {
  return metricsAddress(env) ? '/shop-events' : undefined;
}

/** Where errors are reported while SENTRY_DSN is set, and how (errorReports). */
export interface ErrorReports {
  /** Sentry's DSN: the project's ingest address with its public key (it is sent to browsers, as Sentry intends). */
  dsn: string;
  /** The release events name: SENTRY_RELEASE (the server defaults it to the build's version, server/serving.mjs). */
  release?: string;
  /** SENTRY_ENVIRONMENT, `production` by default. */
  environment: string;
  /** The share of browsers' errors sent: SENTRY_BROWSER_SAMPLE_RATE, 0.1 by default. The server sends all of its own. */
  browserSampleRate: number;
}

const DEFAULT_BROWSER_SAMPLE_RATE = 0.1;

/** A sample rate as written: a number from 0 to 1. */
const isSampleRate = (value: string) => /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(value.trim());

/**
 * Errors go to Sentry (the server's and, sampled, browsers') while SENTRY_DSN is set; else undefined, and they stay in
 * the server's log and the browser's console.
 */
export function errorReports(env: Env = process.env): ErrorReports | undefined {
  if (!given(env.SENTRY_DSN)) return undefined;
  return {
    dsn: env.SENTRY_DSN.trim(),
    ...(given(env.SENTRY_RELEASE) ? { release: env.SENTRY_RELEASE.trim() } : {}),
    environment: env.SENTRY_ENVIRONMENT?.trim() || 'production',
    browserSampleRate: given(env.SENTRY_BROWSER_SAMPLE_RATE)
      ? Number(env.SENTRY_BROWSER_SAMPLE_RATE)
      : DEFAULT_BROWSER_SAMPLE_RATE,
  };
}

/**
 * Sentry's DSN form: an http(s) URL with a public key (letters, digits, underscores) as its user and a project id as
 * its last path segment. Sentry's SDKs drop any other without a word, and with it every report.
 */
const isSentryDsn = (dsn: string) => {
  if (!isHttpUrl(dsn)) return false;
  const url = new URL(dsn);
  return /^\w+$/.test(url.username) && /\/\d+$/.test(url.pathname);
};

/**
 * Where Prometheus scrapes the server's metrics: METRICS_PORT on the server's HOST, a port of its own that the shop's
 * public address never forwards to. Unset, no metrics are served.
 */
export function metricsAddress(env: Env = process.env): { host: string; port: number } | undefined {
  if (!given(env.METRICS_PORT)) return undefined;
  return { host: listenAddress(env).host, port: Number(env.METRICS_PORT) };
}

/** Where the server listens: PORT (default 3000) on HOST (default every interface). */
export function listenAddress(env: Env = process.env): { host: string; port: number } {
  return { host: env.HOST?.trim() || '0.0.0.0', port: given(env.PORT) ? Number(env.PORT) : 3000 };
}

/**
 * The shop's own origin comes from configuration (PUBLIC_URL), never from the request's Host header: a forged Host
 * must not choose where the server fetches content, commerce or anything else from.
 */
export function publicOrigin(env: Env = process.env): string {
  return new URL(env.PUBLIC_URL || `http://localhost:${listenAddress(env).port}`).origin;
}

/** True when shoppers reach the shop over HTTPS: its cookies are then Secure and it sends HSTS. */
export const servedOverHttps = (env: Env = process.env): boolean =>
  /^https:\/\//i.test(env.PUBLIC_URL?.trim() ?? '');

/**
 * Where the server's own calls reach its embedded sandbox: its listen address on loopback. Neither the Host a request
 * names nor PUBLIC_URL (which may be a CDN in front) is involved.
 */
export function sandboxOrigin(env: Env = process.env): string {
  const { host, port } = listenAddress(env);
  const name = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

let config: StorefrontConfig | undefined;
let browser: StorefrontConfig | undefined;

/** The configuration every loader and the document use; the environment does not change while the process runs. */
export function shopConfig(): StorefrontConfig {
  config ??= configFromEnv(process.env, sandboxOrigin());
  return config;
}

/**
 * The configuration handed to the browser: backends left to the sandbox are same-origin paths, so a shopper who
 * typed http://127.0.0.1:3000 while PUBLIC_URL says localhost still reaches them, and a cached page fits every host.
 */
export function browserConfig(): StorefrontConfig {
  browser ??= configFromEnv(process.env);
  return browser;
}

/** Host names that always reach the server on its own port: health checks and its own calls to its sandbox. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The Host values the shop answers: PUBLIC_URL's host, every entry of ALLOWED_HOSTS (comma-separated `name` or
 * `name:port`), and loopback on the server's port. An entry without a port allows that name on any port.
 */
export function allowedHosts(env: Env = process.env): string[] {
  const { port } = listenAddress(env);
  const configured = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const own = new URL(sandboxOrigin(env)).host;
  return [
    ...new Set([
      new URL(publicOrigin(env)).host,
      ...configured,
      ...loopbackNames.map((name) => `${name}:${port}`),
      own,
    ]),
  ];
}

/** The host name and port a Host header names (port 80 when it names none), or undefined unless `name[:port]`. */
function parseHost(value: string): { hostname: string; port: string } | undefined {
  const host = value.toLowerCase();
  if (!/^[a-z0-9.\-_[\]:]+$/.test(host)) return undefined;
  try {
    const url = new URL(`http://${host}`);
    if (url.host !== host.replace(/:80$/, '')) return undefined;
    return { hostname: url.hostname, port: /:(\d+)$/.exec(host)?.[1] ?? '80' };
  } catch {
    return undefined;
  }
}

/** True when `host` (a Host header) is a plain `name[:port]`. */
export const isWellFormedHost = (host: string | undefined): boolean =>
  host !== undefined && !!parseHost(host);

/** True when `host` (a Host header) is well formed and one the shop answers (see allowedHosts). */
export function isAllowedHost(host: string | undefined, allowed: string[]): boolean {
  const wanted = host === undefined ? undefined : parseHost(host);
  if (!wanted) return false;
  return allowed.some((entry) => {
    const known = parseHost(entry);
    if (!known || known.hostname !== wanted.hostname) return false;
    // An entry without a port allows its name on any port.
    return !/:\d+$/.test(entry) || known.port === wanted.port;
  });
}

/**
 * True when `origin` (an Origin header) is the shop's own: an http(s) origin whose host and port are ones the shop
 * answers (see allowedHosts), so the list comes from configuration, never from the request's Host. `null` (a sandboxed
 * frame, a redirect across sites, a local file) and anything that is not a bare origin are not.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: string[]): boolean {
  if (origin === undefined || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin.toLowerCase()) return false;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return isAllowedHost(`${url.hostname}:${port}`, allowed);
}

const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Express's `trust proxy` from TRUST_PROXY: true/false, a number of proxy hops, or a comma-separated list of proxy
 * addresses, subnets (CIDR) or the names loopback, linklocal, uniquelocal. Unset trusts no proxy.
 */
export function trustProxy(env: Env = process.env): boolean | number | string[] {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|false|yes|no|on|off)$/i.test(value)) return flag(value, false);
  return value.split(',').map((entry) => entry.trim());
}

const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (proxyNames.includes(entry)) return true;
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

const switchWords = /^(1|0|true|false|yes|no|on|off)$/i;

/**
 * Every malformed variable, one sentence each: the shop's own (configProblems) and the server's (PORT, PUBLIC_URL,
 * ALLOWED_HOSTS, TRUST_PROXY, SANDBOX, PAGE_CACHE, SHARED_READS, OPTIONAL_READ_BUDGET_MS, REQUEST_TIMEOUT_MS,
 * WEB_CONCURRENCY, THROTTLE_LIMITS, REDIS_URL, CACHE_TAG_HEADER, BUILDER_WEBHOOK_SECRET, PURGE_ALLOWED_ADDRESSES,
 * HTTP_CACHE_PURGE_URLS with FASTLY_API_TOKEN and CLOUDFLARE_API_TOKEN, METRICS_PORT). The server refuses to start while any is left.
 */
export function environmentProblems(env: Env = process.env): string[] {
  const problems = configProblems(env);
  if (given(env.PORT) && !(/^\d+$/.test(env.PORT.trim()) && Number(env.PORT) <= 65535))
    problems.push('PORT must be a port number (0 to 65535).');
  if (given(env.METRICS_PORT)) {
    const metricsPort = env.METRICS_PORT.trim();
    if (!(/^\d+$/.test(metricsPort) && Number(metricsPort) > 0 && Number(metricsPort) <= 65535))
      problems.push('METRICS_PORT must be a port number (1 to 65535).');
    else if (Number(metricsPort) === listenAddress(env).port)
      problems.push('METRICS_PORT must differ from PORT: the metrics are never served on the shop port.');
  }
  if (given(env.PUBLIC_URL) && !isHttpUrl(env.PUBLIC_URL.trim()))
    problems.push('PUBLIC_URL is not an absolute http(s) URL (e.g. https://shop.example).');
  const badHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !parseHost(entry.toLowerCase()));
  if (badHosts.length > 0) problems.push('ALLOWED_HOSTS must list host names, each with an optional :port.');
  const proxies = trustProxy(env);
  if (Array.isArray(proxies) && !proxies.every(isProxyAddress))
    problems.push(
      'TRUST_PROXY must be true, false, a number of hops, or addresses/subnets (or loopback, linklocal, uniquelocal).',
    );
  for (const variable of ['SANDBOX', 'PAGE_CACHE', 'SHARED_READS'])
    if (given(env[variable]) && !switchWords.test(env[variable].trim()))
      problems.push(`${variable} must be on or off.`);
  if (given(env.OPTIONAL_READ_BUDGET_MS) && !/^[1-9]\d*$/.test(env.OPTIONAL_READ_BUDGET_MS.trim()))
    problems.push('OPTIONAL_READ_BUDGET_MS must be a whole number of milliseconds.');
  if (
    given(env.REQUEST_TIMEOUT_MS) &&
    !(/^\d+$/.test(env.REQUEST_TIMEOUT_MS.trim()) && Number(env.REQUEST_TIMEOUT_MS) >= 100)
  )
    problems.push('REQUEST_TIMEOUT_MS must be a number of milliseconds (at least 100).');
  if (given(env.WEB_CONCURRENCY) && !/^([1-9]\d?|auto)$/i.test(env.WEB_CONCURRENCY.trim()))
    problems.push('WEB_CONCURRENCY must be a number of processes (1 to 99) or auto (one per core).');
  const throttle = throttleLimits(env).problem;
  if (throttle) problems.push(throttle);
  const redis = redisUrl(env);
  if (redis && !/^rediss?:\/\/[^\s]+$/.test(redis))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL (e.g. redis://cache.internal:6379).');
  if (given(env.CACHE_TAG_HEADER) && !cacheTagHeaders[env.CACHE_TAG_HEADER.trim().toLowerCase()])
    problems.push('CACHE_TAG_HEADER must be xkey, Surrogate-Key or Cache-Tag.');
  if (given(env.BUILDER_WEBHOOK_SECRET) && env.BUILDER_WEBHOOK_SECRET.trim().length < 32)
    problems.push('BUILDER_WEBHOOK_SECRET must be at least 32 characters (e.g. openssl rand -hex 32).');
  if (purgeAllowList(env) === undefined)
    problems.push('PURGE_ALLOWED_ADDRESSES must list IP addresses or subnets (CIDR), comma-separated.');
  const httpCaches = httpCachesToPurge(env);
  if ('problem' in httpCaches) problems.push(httpCaches.problem);
  if (given(env.SENTRY_DSN) && !isSentryDsn(env.SENTRY_DSN.trim()))
    problems.push('SENTRY_DSN must be a Sentry DSN (https://<public key>@<host>/<project id>).');
  if (given(env.SENTRY_BROWSER_SAMPLE_RATE) && !isSampleRate(env.SENTRY_BROWSER_SAMPLE_RATE))
    problems.push('SENTRY_BROWSER_SAMPLE_RATE must be a number from 0 to 1 (e.g. 0.1: one error in ten).');
  return problems;
}

/** How long a page waits for a read it can do without before it renders without it (optionalReads.server.ts). */
export const DEFAULT_OPTIONAL_READ_BUDGET_MS = 300;

export const optionalReadBudgetMs = (env: Env = process.env): number =>
  Number(env.OPTIONAL_READ_BUDGET_MS) || DEFAULT_OPTIONAL_READ_BUDGET_MS;

/**
 * How long a client may take to send a request: its headers at most 10 s, the whole request with its body at most
 * REQUEST_TIMEOUT_MS (default 30 s: a 1 MB form even over a slow mobile link), then a 408 and the socket is closed.
 * Node's own limit is 300 s, long enough for a few slow senders to hold every socket.
 */
export function requestTimeouts(env: Env = process.env): { headersMs: number; requestMs: number } {
  const requestMs = given(env.REQUEST_TIMEOUT_MS) ? Number(env.REQUEST_TIMEOUT_MS) : 30_000;
  return { headersMs: Math.min(10_000, requestMs), requestMs };
}

/** The server's own page cache, unless PAGE_CACHE=off leaves caching to a CDN in front. */
export const pageCacheEnabled = (env: Env = process.env): boolean => flag(env.PAGE_CACHE, true);

/** Renders share their reads of public backend data for a minute (sharedReads.server.ts), unless SHARED_READS=off. */
export const sharedReadsEnabled = (env: Env = process.env): boolean => flag(env.SHARED_READS, true);

/**
 * Whether the embedded sandbox is mounted: only while a backend is left to it, and in production only when SANDBOX=on
 * asks for it (SANDBOX=off refuses it anywhere). `missing` names the backends nobody serves then: the server must not
 * start.
 */
export function sandboxPlan(env: Env = process.env): { mount: boolean; missing: string[] } {
  const unset = unsetBackendVariables(env);
  const wanted = flag(env.SANDBOX, env.NODE_ENV !== 'production');
  const mount = unset.length > 0 && wanted;
  return { mount, missing: mount ? [] : unset };
}

/**
 * How many processes serve pages (WEB_CONCURRENCY): one per core unless set, since a render is CPU work and one
 * Node process uses one core. With the embedded sandbox it is always one: the sandbox keeps its demo data (carts,
 * accounts) in its process, so a second process would be a second shop; `problem` says so when more were asked for.
 */
export function serverProcesses(
  env: Env = process.env,
  sandboxMounted = sandboxPlan(env).mount,
): { count: number; problem?: string } {
  const asked = env.WEB_CONCURRENCY?.trim().toLowerCase();
  const count = !asked || asked === 'auto' ? availableParallelism() : Number(asked);
  if (!sandboxMounted) return { count };
  if (given(asked) && asked !== 'auto' && count > 1)
    return {
      count: 1,
      problem:
        'WEB_CONCURRENCY above 1 needs every backend configured: the embedded sandbox keeps its demo data in one process.',
    };
  return { count: 1 };
}

/**
 * The shop's forms that are throttled per shopper address and per account (see throttle.server.ts): `code-send` and
 * `code-check` are the one-time codes of the contact details (sent, and typed back), `newsletter` its subscribe and
 * unsubscribe.
 */
export const throttledForms = [
  'sign-in',
  'password-reset',
  'registration',
  'contact',
  'code-send',
  'code-check',
  'newsletter',
  'builder-form',
] as const;
export type ThrottledForm = (typeof throttledForms)[number];
/** A limit: so many in a window of so many seconds (for sign-in's account rule, the block after so many failures). */
export interface ThrottleLimit {
  count: number;
  seconds: number;
}
export type ThrottleLimits = Record<ThrottledForm, { address: ThrottleLimit; account: ThrottleLimit }>;

/**
 * The limits unless THROTTLE_LIMITS says otherwise. Sign-in counts wrong passwords: ten from one address in 15
 * minutes, and twenty in a row for one account (from anywhere) block that account for 5 minutes, so one address is
 * stopped long before the owner could be locked out. The other forms count every post: each may send an e-mail or a
 * text message, create something, or try a one-time code.
 */
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  'sign-in': { address: { count: 10, seconds: 15 * 60 }, account: { count: 20, seconds: 5 * 60 } },
  'password-reset': { address: { count: 10, seconds: 60 * 60 }, account: { count: 3, seconds: 60 * 60 } },
  registration: { address: { count: 10, seconds: 60 * 60 }, account: { count: 3, seconds: 60 * 60 } },
  contact: { address: { count: 10, seconds: 60 * 60 }, account: { count: 5, seconds: 60 * 60 } },
  // Each code sent is an e-mail or a paid text message; a shopper changing a number needs one or two.
  'code-send': { address: { count: 10, seconds: 60 * 60 }, account: { count: 5, seconds: 60 * 60 } },
  // A code of six digits typed back: ten tries an account in 15 minutes leave a guesser no chance, a typo room.
  'code-check': { address: { count: 20, seconds: 15 * 60 }, account: { count: 10, seconds: 15 * 60 } },
  newsletter: { address: { count: 10, seconds: 60 * 60 }, account: { count: 5, seconds: 60 * 60 } },
  // Marketers' forms on Builder pages: each post may mail someone. They name no account, so the address limit counts.
  'builder-form': { address: { count: 10, seconds: 60 * 60 }, account: { count: 10, seconds: 60 * 60 } },
};

const unitSeconds = { s: 1, m: 60, h: 60 * 60 } as const;
const limitEntry = /^([a-z-]+)\.(address|account)=([1-9]\d{0,5})\/([1-9]\d{0,4})([smh])$/;

/**
 * THROTTLE_LIMITS: comma-separated `<form>.<address|account>=<count>/<window>` (window in s, m or h), each replacing
 * one default, e.g. `sign-in.address=5/15m,contact.account=2/1h`. `problem` names what could not be read.
 */
export function throttleLimits(env: Env = process.env): { limits: ThrottleLimits; problem?: string } {
  const limits = structuredClone(DEFAULT_THROTTLE_LIMITS);
  const entries = (env.THROTTLE_LIMITS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [, form, rule, count, amount, unit] = limitEntry.exec(entry) ?? [];
    if (!(throttledForms as readonly (string | undefined)[]).includes(form) || !rule || !unit)
      return {
        limits: DEFAULT_THROTTLE_LIMITS,
        problem: `THROTTLE_LIMITS must list <form>.<address|account>=<count>/<window> (window in s, m or h; forms ${throttledForms.join(', ')}); "${entry}" is not one.`,
      };
    limits[form as ThrottledForm][rule as 'address' | 'account'] = {
      count: Number(count),
      seconds: Number(amount) * unitSeconds[unit as keyof typeof unitSeconds],
    };
  }
  return { limits };
}

/** REDIS_URL: where the throttle keeps its counts, shared by every process and instance; unset keeps them in memory. */
export function redisUrl(env: Env = process.env): string | undefined {
  return given(env.REDIS_URL) ? env.REDIS_URL.trim() : undefined;
}

/** A cache tag header: its name and how it separates tags. */
export interface CacheTagHeader {
  name: string;
  separator: string;
}

/** The tag headers the caches in front read: Varnish's xkey module, Fastly's Surrogate-Key, Cloudflare's Cache-Tag. */
const cacheTagHeaders: Record<string, CacheTagHeader> = {
  xkey: { name: 'xkey', separator: ' ' },
  'surrogate-key': { name: 'Surrogate-Key', separator: ' ' },
  'cache-tag': { name: 'Cache-Tag', separator: ',' },
};

/** CACHE_TAG_HEADER: the header a public page names its cache tags in (default xkey, for Varnish). */
export function cacheTagHeader(env: Env = process.env): CacheTagHeader {
  return cacheTagHeaders[env.CACHE_TAG_HEADER?.trim().toLowerCase() ?? ''] ?? cacheTagHeaders['xkey']!;
}

/**
 * BUILDER_WEBHOOK_SECRET: what Builder's webhook sends (`Authorization: Bearer <secret>`) so the shop believes it.
 * Unset, the webhook route does not exist.
 */
export function builderWebhookSecret(env: Env = process.env): string | undefined {
  return given(env.BUILDER_WEBHOOK_SECRET) ? env.BUILDER_WEBHOOK_SECRET.trim() : undefined;
}

/**
 * PURGE_ALLOWED_ADDRESSES: the addresses (IPs or CIDR subnets, comma-separated) a `PURGE` is taken from, as the
 * `purge` ACL of Magento's Varnish configuration; the machine itself (loopback) always. Compared with the connection's
 * own address, never a forwarded one. Undefined when an entry is not an address or subnet.
 */
export function purgeAllowList(env: Env = process.env): BlockList | undefined {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  const entries = (env.PURGE_ALLOWED_ADDRESSES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    if (
      !version ||
      rest.length > 0 ||
      (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))
    )
      return undefined;
    const type = version === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** An HTTP cache in front of the shop that the shop purges (server/httpCaches.mjs sends the requests). */
export type HttpCache =
  | { kind: 'varnish'; url: string }
  | { kind: 'fastly'; serviceId: string; token: string }
  | { kind: 'cloudflare'; zoneId: string; token: string };

const cacheId = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * HTTP_CACHE_PURGE_URLS: the HTTP caches in front that every purge the shop receives is sent on to, comma-separated:
 * `http(s)://<host:port>` for a Varnish running deploy/varnish/default.vcl, `fastly:<service id>` (with
 * FASTLY_API_TOKEN, a token with the purge_select and purge_all scopes) and `cloudflare:<zone id>` (with
 * CLOUDFLARE_API_TOKEN, a token allowed Cache Purge on the zone). Fastly and Cloudflare purge a page's URL by its
 * public address, so they need PUBLIC_URL. Unset: none.
 */
export function httpCachesToPurge(env: Env = process.env): { caches: HttpCache[] } | { problem: string } {
  const caches: HttpCache[] = [];
  const entries = (env.HTTP_CACHE_PURGE_URLS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [scheme = '', id = ''] = entry.split(/:(.*)/s);
    if (scheme === 'fastly' || scheme === 'cloudflare') {
      const variable = scheme === 'fastly' ? 'FASTLY_API_TOKEN' : 'CLOUDFLARE_API_TOKEN';
      const token = env[variable]?.trim();
      if (!cacheId.test(id))
        return {
          problem: `HTTP_CACHE_PURGE_URLS: ${scheme}: must name a ${scheme === 'fastly' ? 'service' : 'zone'} id.`,
        };
      if (!token) return { problem: `HTTP_CACHE_PURGE_URLS names ${scheme}: set ${variable} too.` };
      if (!given(env.PUBLIC_URL))
        return {
          problem: `HTTP_CACHE_PURGE_URLS names ${scheme}: set PUBLIC_URL too (its URL purges name the public address).`,
        };
      caches.push(
        scheme === 'fastly'
          ? { kind: 'fastly', serviceId: id, token }
          : { kind: 'cloudflare', zoneId: id, token },
      );
    } else if (isHttpUrl(entry)) caches.push({ kind: 'varnish', url: entry });
    else
      return {
        problem:
          'HTTP_CACHE_PURGE_URLS must list http(s):// URLs of Varnish caches, fastly:<service id> or cloudflare:<zone id>, comma-separated.',
      };
  }
  return { caches };
}
