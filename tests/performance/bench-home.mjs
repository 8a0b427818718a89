// Load benchmark (not a test): the production server on loopback, 50 concurrent connections on the home page.
// Usage: npm run bench  (builds the site, starts it on a free port, runs autocannon for 10 s, prints req/s and p99)
// BENCH_PATH=/stores measures another page; PAGE_CACHE=off measures the renderer without the page cache;
// BENCH_VISITOR_IDS=on gives every request a cookie header of its own (a tag manager's visitor id), as real traffic has.
import { spawn, execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 3290);
const pagePath = process.env.BENCH_PATH ?? '/';
const url = `http://127.0.0.1:${port}${pagePath}`;

execSync('npm run build -w @storefront/site', { cwd: root, stdio: 'inherit' });
const server = spawn(process.execPath, ['site/server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) =>
  server.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve()),
);

try {
  let visitor = 0;
  const visitorIds = process.env.BENCH_VISITOR_IDS === 'on';
  const requests = visitorIds
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: `_ga=GA1.1.${(visitor += 1)}` },
          }),
        },
      ]
    : undefined;
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'gzip' },
    requests,
  });
  console.log(
    `${pagePath}${visitorIds ? ' (a visitor id each)' : ''}, 50 connections, 10 s: ` +
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
      `p50 ${result.latency.p50} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
} finally {
  server.kill('SIGTERM');
}
