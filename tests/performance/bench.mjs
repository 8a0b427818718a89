// `npm run bench`, a load benchmark (not a test): the production server on loopback, 50 concurrent connections per
// page type, uncached (PAGE_CACHE=off: the renderer itself) and cached (the shop's page cache), next to a bare React
// Router page measured in the same run. The backends are the sandbox, served by a process of its own, so its work is
// not counted as the shop's (the 2 cores are still shared by the shop, the sandbox and the load generator). The shop
// and the bare page each run in one process per core (WEB_CONCURRENCY), as production does. A third column serves the
// cached shop through Varnish with the shipped VCL (deploy/varnish/default.vcl; Debian's varnishd, `npm run
// ensure-varnish`): the pages are Varnish hits, which is what shoppers get in front of a deployment that has it.
// Then two instances sharing one redis-server (REDIS_URL): how many renders each public page costs across both while
// 50 connections ask for it, cold and again just after a purge (one each: the shared page cache's claim).
// BENCH_SECONDS (default 8) per measurement, BENCH_PAGES=product,category to choose, BENCH_NO_BUILD=1 to reuse a build.
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { varnishdPath } from '../../scripts/varnishd-path.mjs';
import { startVarnish } from '../e2e/support/varnish.ts';
import { startRedisServer } from '../../site/app/lib/testing.ts';
import { buildSite, startBarePage, startOtlpSink, startSandboxApart, startServer } from './servers.mjs';

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

/** Requests per second and p99 at 50 connections, after a warm-up (2 s) that is not counted. */
async function measure(url, duration = seconds, warmUpSeconds = 2) {
  const options = load(url);
  await autocannon({ ...options, duration: warmUpSeconds });
  const result = await autocannon({ ...options, duration });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

buildSite();
const servers = [];
let otlp;
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
  // The renderer alone (only warnings logged, no metrics, no traces) beside the same with what an operator switches on
  // (issue #31's overhead): a log line per request, /metrics on a port of its own and every request traced to an OTLP
  // receiver (this process, which drops what it gets). Both run at once and are measured in turns, a quarter of the
  // time each, in the order ABBAABBA: what drifts on the machine meanwhile falls on both alike, not on the one
  // measured second.
  otlp = await startOtlpSink(basePort + 7);
  const alone = await startServer(basePort + 1, { ...backends, PAGE_CACHE: 'off', LOG_LEVEL: 'warn' });
  const observed = await startServer(basePort + 9, {
    ...backends,
    PAGE_CACHE: 'off',
    LOG_LEVEL: 'info',
    METRICS_PORT: String(basePort + 8),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${basePort + 7}`,
    OTEL_TRACES_SAMPLER: 'always_on',
  });
  servers.push(alone, observed);
  const inTurns = {
    uncached: `http://127.0.0.1:${basePort + 1}`,
    observed: `http://127.0.0.1:${basePort + 9}`,
  };
  for (const origin of Object.values(inTurns)) await warmUp(origin);
  for (const page of pages) {
    const turns = { uncached: [], observed: [] };
    const abba = ['uncached', 'observed', 'observed', 'uncached'];
    for (const mode of [...abba, ...abba])
      turns[mode].push(await measure(`${inTurns[mode]}${page.path}`, seconds / 4, 1));
    for (const [mode, results] of Object.entries(turns)) {
      const mean = (pick) => results.reduce((sum, turn) => sum + pick(turn), 0) / results.length;
      const result = {
        rps: Math.round(mean((turn) => turn.rps)),
        p99: Math.round(mean((turn) => turn.p99)),
        failed: results.reduce((sum, turn) => sum + turn.failed, 0),
      };
      rows.push({ mode, ...page, ...result });
      console.log(`${mode.padEnd(8)} ${page.path.padEnd(18)} ${result.rps} req/s, p99 ${result.p99} ms`);
    }
  }
  alone.kill('SIGTERM');
  observed.kill('SIGTERM');

  for (const [mode, port, env] of [['cached', basePort + 2, { ALLOWED_HOSTS: `127.0.0.1:${varnishPort}` }]]) {
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

  // Two instances on one Redis, one process each, so each instance's render count (/__test/renders) is all of it.
  const redis = await startRedisServer();
  const instancePorts = [basePort + 5, basePort + 6];
  const instances = [];
  for (const port of instancePorts) {
    const instance = await startServer(port, {
      ...backends,
      REDIS_URL: redis.url,
      STOREFRONT_TEST_RENDERS: 'count',
      WEB_CONCURRENCY: '1',
    });
    servers.push(instance);
    instances.push(instance);
  }
  const rendersOf = async (path) => {
    let sum = 0;
    for (const port of instancePorts)
      sum += (await (await fetch(`http://127.0.0.1:${port}/__test/renders`)).json())[path] ?? 0;
    return sum;
  };
  /** 50 connections for 2 s, 25 on each instance; the renders of the page across both. */
  const rendersUnderLoad = async (page) => {
    const before = await rendersOf(new URL(page.path, 'http://x').pathname);
    await Promise.all(
      instancePorts.map((port) =>
        autocannon({ ...load(`http://127.0.0.1:${port}${page.path}`), connections: 25, duration: 2 }),
      ),
    );
    return (await rendersOf(new URL(page.path, 'http://x').pathname)) - before;
  };
  const shared = [];
  for (const page of pages.filter(({ key }) => key !== 'cart')) {
    const cold = await rendersUnderLoad(page);
    await fetch(`http://127.0.0.1:${instancePorts[0]}${page.path}`, { method: 'PURGE' });
    const purged = await rendersUnderLoad(page);
    shared.push({ ...page, cold, purged });
    console.log(`two instances ${page.path.padEnd(18)} ${cold} render(s) cold, ${purged} after a purge`);
  }
  for (const instance of instances) instance.kill('SIGTERM');
  await redis.stop();

  const table = [
    `Bare React Router page (one route, one loader, one text block): ${floor.rps} req/s, p99 ${floor.p99} ms`,
    `| page | path | uncached req/s | p99 ms | observed req/s | observed / uncached | cached req/s | p99 ms | through Varnish req/s | p99 ms | uncached / bare |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...pages.map((page) => {
      const [uncached, observedRow, cached, varnish] = ['uncached', 'observed', 'cached', 'varnish'].map(
        (mode) => rows.find((row) => row.mode === mode && row.key === page.key),
      );
      const failed = uncached.failed + observedRow.failed + cached.failed + (varnish?.failed ?? 0);
      const failures = failed > 0 ? ` (${failed} failed)` : '';
      return (
        `| ${page.type} | ${page.path} | ${uncached.rps} | ${uncached.p99} | ${observedRow.rps} | ` +
        `${(observedRow.rps / uncached.rps).toFixed(3)} | ${cached.rps} | ${cached.p99} | ` +
        `${varnish?.rps ?? '-'} | ${varnish?.p99 ?? '-'} | ${(uncached.rps / floor.rps).toFixed(2)}${failures} |`
      );
    }),
    ...(withVarnish ? [] : ['No varnishd here (npm run ensure-varnish installs it): no Varnish column.']),
  ];
  const sharedTable = [
    `| page | path | renders across two instances sharing Redis, cold | just after a purge |`,
    `| --- | --- | --- | --- |`,
    ...shared.map(({ type, path, cold, purged }) => `| ${type} | ${path} | ${cold} | ${purged} |`),
  ];
  console.log(`\n${seconds} s per page at 50 connections, sandbox in its own process:\n${table.join('\n')}`);
  console.log(
    `\n2 s per page at 50 connections over two instances sharing one Redis (expected 1 each):\n${sharedTable.join('\n')}`,
  );
} finally {
  stopAll();
  otlp?.close();
}
process.exit(0);
