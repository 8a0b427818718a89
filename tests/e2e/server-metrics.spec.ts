import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promtoolPath } from '../../scripts/promtool-path.mjs';
import { expect, test } from './support/test';
import { FaultServer } from './support/faultServer';
import { ownPort, startServer, type ServerProcess } from './support/server';

/**
 * Issue 31: the server's metrics as Prometheus scrapes them, on a port of their own (METRICS_PORT), summed over the
 * supervisor's serving processes. Every label is a bounded name (a route id, a backend, an outcome), never a path.
 */
const port = ownPort(21);
const metricsPort = ownPort(22);
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({ port, env: { METRICS_PORT: String(metricsPort) } });
});

test.afterAll(() => server.stop());

const scrape = async (at = metricsPort) => {
  const answer = await fetch(`http://localhost:${at}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return answer.text();
};

/** A sample's value, by its name and labels (all of them given, in any order), or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text.split('\n').find((candidate) => {
    const [series] = candidate.split(' ');
    if (!series?.startsWith(`${name}{`) && series !== name) return false;
    const given = series.slice(name.length + 1, -1);
    const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
    return (given ? given.split(',') : []).sort().join(',') === wanted.sort().join(',');
  });
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

/**
 * What `promtool check metrics` finds: nothing but prom-client's own three Node gauges whose names end in `_total`
 * (its default metrics, named so before Prometheus' lint; renaming them would break every dashboard that reads them).
 */
function promtoolProblems(text: string): string[] {
  const check = spawnSync(promtoolPath(), ['check', 'metrics'], { input: text, encoding: 'utf8' });
  const prometheusNames =
    /^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/;
  const output = `${check.stdout}${check.stderr}`.split('\n').filter(Boolean);
  expect(check.status === 0 || output.every((line) => prometheusNames.test(line)), output.join('\n')).toBe(
    true,
  );
  return output.filter((line) => !prometheusNames.test(line));
}

test('metrics: /metrics on METRICS_PORT passes promtool check metrics and counts a page by route id and status, the page cache, shared reads and backend calls', async () => {
  const before = await scrape();
  expect(promtoolProblems(before)).toEqual([]);
  // Every cache result and sign-in outcome is there from the start, at 0.
  expect(sample(before, 'storefront_page_cache_requests_total', { result: 'stale' })).toBe(0);
  expect(sample(before, 'storefront_sign_ins_total', { outcome: 'refused' })).toBe(0);
  // Node's own: memory, the event loop, the version the supervisor's processes run.
  expect(sample(before, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  expect(before).toMatch(/^nodejs_eventloop_lag_seconds /m);
  expect(before).toMatch(/^nodejs_version_info\{version="v24\./m);

  for (let visit = 0; visit < 2; visit += 1) {
    const response = await fetch(`${server.origin}/products/AURORA`);
    expect(response.status).toBe(200);
    await response.text();
  }

  const page = { route: 'routes/products.$sku', method: 'GET', status: '200' };
  // A request is counted once its response has finished on the server, which may come after the browser has it all.
  await expect
    .poll(async () => sample(await scrape(), 'storefront_http_request_duration_seconds_count', page))
    .toBe(2);
  const after = await scrape();
  expect(promtoolProblems(after)).toEqual([]);
  expect(sample(after, 'storefront_http_request_duration_seconds_bucket', { ...page, le: '+Inf' })).toBe(2);
  // The first visit was rendered, the second served from the page cache.
  expect(sample(after, 'storefront_page_cache_requests_total', { result: 'miss' })).toBe(1);
  expect(sample(after, 'storefront_page_cache_requests_total', { result: 'hit' })).toBe(1);
  // The render read the product from commerce, through the shared reads.
  expect(sample(after, 'storefront_shared_reads_total', { result: 'read' })).toBeGreaterThanOrEqual(1);
  expect(
    sample(after, 'storefront_backend_call_duration_seconds_count', { backend: 'commerce', outcome: 'ok' }),
  ).toBeGreaterThanOrEqual(1);
  // A label names the route, never the path the visitor asked for.
  expect(after).not.toContain('AURORA');
});

test('metrics: the shop port has no /metrics, and METRICS_PORT equal to PORT is refused at start-up', async () => {
  const answer = await fetch(`${server.origin}/metrics`);
  expect(answer.status).toBe(404);
  expect(await answer.text()).not.toContain('storefront_http_request_duration_seconds');

  const refused = await startServer({ port: ownPort(23), env: { METRICS_PORT: String(ownPort(23)) } });
  expect(await refused.exited).not.toBe(0);
  expect(refused.output()).toContain('METRICS_PORT must differ from PORT');
});

test('metrics: a sign-in refused by the account service is counted as refused, one it accepts as succeeded', async ({
  browser,
}) => {
  // Sent before the page hydrates (here: without JavaScript), a sign-in is the server's own.
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const password of ['Wrong!Guess42', 'Sandbox!2026']) {
    await page.goto('/sign-in');
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForLoadState();
  }
  await context.close();
  const text = await scrape();
  expect(sample(text, 'storefront_sign_ins_total', { outcome: 'refused' })).toBe(1);
  expect(sample(text, 'storefront_sign_ins_total', { outcome: 'succeeded' })).toBe(1);
});

test("metrics and logs: each fault of the matrix (down, hanging, 500, malformed) is counted and logged under its backend and outcome, with the page request's id", async () => {
  test.setTimeout(90_000);
  const builder = new FaultServer(ownPort(24));
  const faulted = await startServer({
    port: ownPort(25),
    env: { METRICS_PORT: String(ownPort(26)), BUILDER_API_HOST: builder.url },
  });
  const cells = [
    ['down', 'unreachable'],
    ['hang', 'timeout'],
    ['500', 'http_error'],
    ['malformed', 'invalid_answer'],
  ] as const;
  try {
    for (const [mode, outcome] of cells) {
      await builder.setMode(mode);
      const page = await fetch(`${faulted.origin}/flavours/amber?cell=${mode}`);
      await page.text();
      const requestId = page.headers.get('x-request-id');
      const text = await scrape(ownPort(26));
      expect(
        sample(text, 'storefront_backend_call_duration_seconds_count', { backend: 'builder', outcome }),
        `${mode}: counted as ${outcome}`,
      ).toBeGreaterThanOrEqual(1);
      const failures = faulted
        .output()
        .split('\n')
        .filter((line) => line.includes('"backend call failed"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(failures, `${mode}: logged as ${outcome}`).toContainEqual(
        expect.objectContaining({ backend: 'builder', outcome, requestId, level: 40 }),
      );
    }
    // The hanging backend was waited for its whole timeout (5 s): in the histogram's 5 to 10 s bucket, not below.
    const text = await scrape(ownPort(26));
    expect(
      sample(text, 'storefront_backend_call_duration_seconds_bucket', {
        backend: 'builder',
        outcome: 'timeout',
        le: '2.5',
      }),
    ).toBe(0);
  } finally {
    await faulted.stop();
    await builder.close();
  }
});

const alertsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/prometheus');

test('alerts: deploy/prometheus/alerts.yml passes promtool check rules and its tests, and reads only metrics the server serves', async () => {
  const promtool = (...args: string[]) => {
    const run = spawnSync(promtoolPath(), args, { cwd: alertsDir, encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  };
  promtool('check', 'rules', 'alerts.yml');
  // Each alert fires on the series that should raise it (page errors, a failing backend, a slow backend), and the
  // slow-pages alert stays quiet on fast pages (alerts.test.yml).
  promtool('test', 'rules', 'alerts.test.yml');

  const served = new Set(
    (await scrape())
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => /^[a-zA-Z_:][\w:]*/.exec(line)![0]),
  );
  const read = readFileSync(path.join(alertsDir, 'alerts.yml'), 'utf8').match(/storefront_\w+/g) ?? [];
  expect(read.length).toBeGreaterThan(0);
  for (const name of read) expect(served, name).toContain(name);
});

test('dashboard: every query of deploy/grafana/storefront.json parses under promtool and reads only metrics the server serves', async () => {
  const dashboard = JSON.parse(
    readFileSync(path.join(alertsDir, '..', 'grafana', 'storefront.json'), 'utf8'),
  ) as { panels: { type: string; title: string; targets?: { expr: string }[] }[] };
  const queries = dashboard.panels.flatMap((panel) => panel.targets?.map(({ expr }) => expr) ?? []);
  expect(queries.length).toBeGreaterThan(10);
  // Grafana's own interval variable stands for a range; promtool reads each query as a recording rule's.
  const rules = [
    'groups:',
    '  - name: dashboard',
    '    rules:',
    ...queries.map(
      (expr, index) =>
        `      - record: dashboard:query_${index}\n        expr: ${JSON.stringify(expr.replaceAll('$__rate_interval', '5m'))}`,
    ),
  ].join('\n');
  const dir = mkdtempSync(path.join(tmpdir(), 'dashboard-'));
  try {
    writeFileSync(path.join(dir, 'dashboard.yml'), `${rules}\n`);
    const check = spawnSync(promtoolPath(), ['check', 'rules', 'dashboard.yml'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // A histogram or counter is served under its family's name (HELP), read as _bucket, _count or _sum.
  const families = new Set([...(await scrape()).matchAll(/^# HELP (\w+)/gm)].map(([, name]) => name!));
  for (const name of queries.join(' ').match(/\b(storefront|process|nodejs)_\w+/g) ?? [])
    expect(families, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
});
