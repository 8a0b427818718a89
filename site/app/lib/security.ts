import { captchaPolicySources, embedProviders, type StorefrontConfig } from '@storefront/features/platform';

/** The origins of absolute URLs; a path (a backend left to the sandbox) is the page's own origin, 'self'. */
const origins = (urls: string[]) => [
  ...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin)),
];

/** What a page's route may ask of the browser beyond the shop's defaults (its `handle`, read by entry.server). */
export interface PagePermissions {
  /** The page scans codes with the camera: the document allows our own origin to ask for it. */
  camera?: boolean;
}

/** Where the page's browser may send what is not a backend call: its error reports (Sentry's DSN, with SENTRY_DSN). */
export interface PageReports {
  errorReportsTo?: string | undefined;
}

/**
 * The page's security headers. Scripts run only from our origin or with this response's nonce; the site may be
 * framed only by the Builder editor; the browser may connect only to our origin and the configured backends; the
 * camera only on a page that scans. Built from configuration and the route, never from the request.
 */
export function securityHeaders(
  config: StorefrontConfig,
  nonce: string,
  permissions: PagePermissions = {},
  { errorReportsTo }: PageReports = {},
): Record<string, string> {
  const backends = origins(Object.values(config.backends));
  const editor = new URL(config.builder.editorOrigin).origin;
  // Pictures and video files uploaded in Builder live on its CDN; it may serve images and media, nothing else.
  const imageCdn = new URL(config.builder.imageCdn).origin;
  // The captcha provider's hosts, only while a real provider is configured (see captchaPolicySources).
  const captcha = captchaPolicySources(config.captcha);
  // The store locator's map tiles, only while a tile server is configured (the shipped outlines are our own asset).
  const tiles = config.storeMap.tilesUrl ? [new URL(config.storeMap.tilesUrl).origin] : [];
  // The video players Builder's Embed block may show (BUILDER_EMBED_PROVIDERS): each provider's player origin only.
  const players = config.builder.embedProviders.map((provider) => embedProviders[provider].origin);
  // `npm run dev` only: Vite's hot-reload socket, on the port the dev server chose (server/serving.mjs). A production
  // build has no such branch.
  const devSocketPort = import.meta.env.DEV ? process.env.STOREFRONT_DEV_SOCKET_PORT : undefined;
  const devSocket = devSocketPort ? [`ws://*:${devSocketPort}`] : [];
  // The error tracker's ingest origin, only while SENTRY_DSN is set (the DSN's key is not part of it).
  const errorReports = errorReportsTo ? [new URL(errorReportsTo).origin] : [];
  const policy = [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}'`, ...captcha.script].join(' '),
    // Builder's renderer and vanilla-extract's dev runtime set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", imageCdn, ...tiles].join(' '),
    // The Video block plays files uploaded in Builder; without this the browser refused them.
    ["media-src 'self'", imageCdn].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...backends, ...captcha.connect, ...errorReports, ...devSocket].join(' '),
    `frame-ancestors 'self' ${editor}`,
    ["frame-src 'self'", ...captcha.frame, ...players].join(' '),
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `camera=${permissions.camera ? '(self)' : '()'}, microphone=(), payment=(self), geolocation=(self)`,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Public pages may be cached and refreshed in the background; a shopper's own pages never. A public page still follows
 * the theme and analytics-consent cookies, so shared caches keep one copy per cookie header.
 *
 * - `purgedPage`: a page made of what purges reach (Builder entries and symbols, commerce products and categories,
 *   each named in the page's cache tags): shared caches (the shop's page cache, Varnish or a CDN purged by tag) keep it
 *   an hour, since a change is purged within seconds; the hour bounds what no purge names (the platform's product-page
 *   links and configuration, a webhook Builder gave up on). Browsers, which no purge reaches, keep it a minute.
 * - `publicPage`: a public page that shows what no purge names (search results, the store list): a minute everywhere.
 */
export const cacheHeaders = {
  purgedPage: {
    'Cache-Control': 'public, max-age=60, s-maxage=3600, stale-while-revalidate=600',
    Vary: 'Cookie',
  },
  publicPage: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: 'Cookie' },
  privatePage: { 'Cache-Control': 'private, no-store' },
} as const;

/** The permissions the matched routes' handles ask for (`export const handle = { camera: true }`). */
export function pagePermissions(handles: unknown[]): PagePermissions {
  const asks = (handle: unknown): handle is PagePermissions =>
    typeof handle === 'object' && handle !== null && (handle as PagePermissions).camera === true;
  return handles.some(asks) ? { camera: true } : {};
}
