// The shop's Node server: React Router's request handler plus the embedded sandbox of every backend left unconfigured.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import compression from 'compression';
import { createRequestHandler } from '@react-router/express';
import { createMiddleware } from '@mswjs/http-middleware';
import { pageCache } from './pageCache.ts';
import { isPageCookie } from './app/pageCookies.ts';

const siteDir = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// SITE_BUILD_DIR lets two builds live side by side (parallel test runs); react-router.config.ts reads it too.
const buildDir = path.resolve(siteDir, process.env.SITE_BUILD_DIR ?? 'build');

const app = express();
app.disable('x-powered-by');
app.use(compression());

let loadBuild;
if (dev) {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: siteDir, server: { middlewareMode: true } });
  app.use(vite.middlewares);
  loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build');
} else {
  const build = await import(path.join(buildDir, 'server/index.js'));
  loadBuild = async () => build;
  // Hashed assets never change; everything else in public/ may.
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  // Public images keep their names across releases: a week in caches, revalidated after that.
  app.use('/images', express.static(path.join(buildDir, 'client/images'), { maxAge: '7d' }));
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }));
}

const build = await loadBuild();
const sandbox = dev
  ? async (req, res, next) => createMiddleware(...(await loadBuild()).entry.module.sandboxHandlers)(req, res, next)
  : createMiddleware(...build.entry.module.sandboxHandlers);
app.use('/sandbox', (req, res, next) => {
  req.url = req.originalUrl;
  sandbox(req, res, next);
});

// Public pages are rendered once per URL and the cookies they read, while fresh (see pageCache.ts). PAGE_CACHE=off
// leaves caching to a CDN in front, and lets the load benchmark measure the renderer itself.
if (!dev && process.env.PAGE_CACHE !== 'off') app.use(pageCache({ pageCookie: isPageCookie }));

app.use(createRequestHandler({ build: dev ? loadBuild : build, mode: dev ? 'development' : 'production' }));

const server = app.listen(port, host, () => {
  console.log(`Storefront ready on http://localhost:${port}`);
});

function shutdown(signal) {
  console.log(`${signal}: closing the storefront server`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
