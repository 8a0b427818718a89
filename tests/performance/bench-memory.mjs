// `npm run bench:memory`, a soak (not a test): the uncached production server (PAGE_CACHE=off, sandbox in its own
// process) warmed up at 50 connections over every public page type, then held at 200 connections for 60 s
// (BENCH_SOAK_SECONDS). It prints the resident memory of the server's processes (all of them, one per core) after
// warm-up and after the soak, and exits 1 when the soak grew it by more than 20 %: memory a request leaves behind
// shows up here, not in a unit test.
import autocannon from 'autocannon';
import { buildSite, residentMb, startSandboxApart, startServer } from './servers.mjs';

const basePort = Number(process.env.BENCH_PORT ?? 3290);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const paths = ['/', '/faq', '/products/AURORA', '/category/devices', '/search?q=amber', '/stores', '/cart'];

/** Load spread over the page types, each connection going round them in turn. */
const load = (port, connections, duration) =>
  autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });

buildSite();
const { sandbox, backends } = await startSandboxApart(basePort);
const port = basePort + 1;
const shop = await startServer(port, { ...backends, PAGE_CACHE: 'off' });
try {
  const warm = await load(port, 50, 20);
  const afterWarmUp = residentMb(shop.pid);
  const soak = await load(port, 200, soakSeconds);
  // A moment for the last responses' buffers to go, as a server between bursts has.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const afterSoak = residentMb(shop.pid);
  const growth = (afterSoak / afterWarmUp - 1) * 100;
  console.log(
    `Warm-up (50 connections, 20 s, ${Math.round(warm.requests.average)} req/s): ${afterWarmUp.toFixed(0)} MB resident\n` +
      `Soak (200 connections, ${soakSeconds} s, ${Math.round(soak.requests.average)} req/s, p99 ${soak.latency.p99} ms, ` +
      `${soak.non2xx + soak.errors} failed): ${afterSoak.toFixed(0)} MB resident, ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`,
  );
  process.exitCode = growth > 20 ? 1 : 0;
} finally {
  shop.kill('SIGTERM');
  sandbox.kill('SIGTERM');
}
