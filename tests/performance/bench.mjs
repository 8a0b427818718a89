// `npm run bench`, a load benchmark (not a test): the production server on loopback, 50 concurrent connections per
// page type, uncached (PAGE_CACHE=off: the renderer itself) and cached (the shop's page cache), next to a bare React
// Router page measured in the same run. The backends are the sandbox, served by a process of its own, so its work is
// not counted as the shop's (the 2 cores are still shared by the shop, the sandbox and the load generator). The shop
// and the bare page each run in one process per core (WEB_CONCURRENCY), as production does. A third column serves the
// cached shop through Varnish with the shipped VCL (deploy/varnish/default.vcl; Debian's varnishd, `npm run
// ensure-varnish`): the pages are Varnish hits, which is what shoppers get in front of a deployment that has it.
// BENCH_SECONDS (default 8) per measurement, BENCH_PAGES=product,category to choose, BENCH_NO_BUILD=1 to reuse a build.
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { varnishdPath } from '../../scripts/varnishd-path.mjs';
import { startVarnish } from '../e2e/support/varnish.ts';
import { buildSite, startBarePage, startSandboxApart, startServer } from './servers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const basePort = Number(process.env.BENCH_PORT ?? 3290);

const pages = [
  { type: 'home (Builder)', key: 'home', path: '/' },
  { type: 'Builder page', key: 'builder', path: '/faq' },
  { type: 'product', key: 'product', path: '/products/AURORA' },
  { type: 'category', key: 'category', path: '/category/devices' },
  { type: 'search', key: 'search', path: '/search?q=amber' },
  { type: 'store locator', key: 'stores', path: '/stores' },
  { type: 'cart (empty, private)', key: 'cart', path: '/cart' },
].filter(({ key }) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(key));

const load = (url) => ({ url, connections: 50, headers: { 'accept-encoding': 'gzip' } });

/**
 * A freshly started server compiles its code while it serves: every page is visited for 2 s before any is measured,
 * so the first page measured is not the one that pays for warming up the code all pages share (10 % of its figure).
 */
async function warmUp(origin) {
  for (const page of pages) await autocannon({ ...load(`${origin}${page.path}`), duration: 2 });
}

/** Requests per second and p99 at 50 connections, after a 2 s warm-up that is not counted. */
async function measure(url) {
  const options = load(url);
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

buildSite();
const servers = [];
const stopAll = () => servers.forEach((server) => server.kill('SIGTERM'));
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
try {
  const { sandbox, backends } = await startSandboxApart(basePort);
  servers.push(sandbox);
  const bare = await startBarePage(basePort + 3);
  const floor = await measure(`http://127.0.0.1:${basePort + 3}/`);
  bare.kill('SIGTERM');

  const rows = [];
  const varnishPort = basePort + 4;
  const withVarnish = existsSync(varnishdPath());
  const measureAll = async (mode, origin) => {
    await warmUp(origin);
    for (const page of pages) {
      const result = await measure(`${origin}${page.path}`);
      rows.push({ mode, ...page, ...result });
      console.log(`${mode.padEnd(8)} ${page.path.padEnd(18)} ${result.rps} req/s, p99 ${result.p99} ms`);
    }
  };
  for (const [mode, port, env] of [
    ['uncached', basePort + 1, { PAGE_CACHE: 'off' }],
    ['cached', basePort + 2, { ALLOWED_HOSTS: `127.0.0.1:${varnishPort}` }],
  ]) {
    const shop = await startServer(port, { ...backends, ...env });
    servers.push(shop);
    await measureAll(mode, `http://127.0.0.1:${port}`);
    if (mode === 'cached' && withVarnish) {
      const varnish = await startVarnish({ port: varnishPort, backends: [{ host: '127.0.0.1', port }] });
      try {
        await measureAll('varnish', varnish.origin);
      } finally {
        await varnish.stop();
      }
    }
    shop.kill('SIGTERM');
  }

  const table = [
    `Bare React Router page (one route, one loader, one text block): ${floor.rps} req/s, p99 ${floor.p99} ms`,
    `| page | path | uncached req/s | p99 ms | cached req/s | p99 ms | through Varnish req/s | p99 ms | uncached / bare |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...pages.map((page) => {
      const [uncached, cached, varnish] = ['uncached', 'cached', 'varnish'].map((mode) =>
        rows.find((row) => row.mode === mode && row.key === page.key),
      );
      const failed = uncached.failed + cached.failed + (varnish?.failed ?? 0);
      const failures = failed > 0 ? ` (${failed} failed)` : '';
      return (
        `| ${page.type} | ${page.path} | ${uncached.rps} | ${uncached.p99} | ${cached.rps} | ${cached.p99} | ` +
        `${varnish?.rps ?? '-'} | ${varnish?.p99 ?? '-'} | ${(uncached.rps / floor.rps).toFixed(2)}${failures} |`
      );
    }),
    ...(withVarnish ? [] : ['No varnishd here (npm run ensure-varnish installs it): no Varnish column.']),
  ];
  console.log(`\n${seconds} s per page at 50 connections, sandbox in its own process:\n${table.join('\n')}`);
} finally {
  stopAll();
}
process.exit(0);
