import { expect, test } from '@playwright/test';
import { redisForSpecs, type RedisForSpecs } from './support/redis';
import { ownPort, startServer, type ServerProcess } from './support/server';
import { startVarnish, type VarnishProcess } from './support/varnish';

/**
 * Issue 30, Redis between instances: two production instances of the shop (as `npm start` runs them, with the
 * test-only render count) share one real redis-server, with a real Varnish (the shipped VCL) in front of both: one page
 * cache, one render per page across both, purges that reach both instances and Varnish, and a Redis that goes away
 * costs a page nothing.
 */
const secret = 'e2e-webhook-secret-instances-0123456789';
let redis: RedisForSpecs;
let instances: ServerProcess[] = [];
let varnish: VarnishProcess;
const varnishPort = ownPort(43);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  redis = await redisForSpecs(ownPort(5));
  instances = await Promise.all(
    [ownPort(6), ownPort(7)].map((port) =>
      startServer({
        port,
        env: {
          REDIS_URL: redis.url,
          STOREFRONT_TEST_RENDERS: 'count',
          BUILDER_WEBHOOK_SECRET: secret,
          HTTP_CACHE_PURGE_URLS: `http://127.0.0.1:${varnishPort}`,
          ALLOWED_HOSTS: `127.0.0.1:${varnishPort}`,
        },
      }),
    ),
  );
  for (const instance of instances) expect(instance.child.exitCode, instance.output()).toBeNull();
  varnish = await startVarnish({
    port: varnishPort,
    backends: [ownPort(6), ownPort(7)].map((port) => ({ host: '127.0.0.1', port })),
  });
});

test.afterAll(async () => {
  await varnish?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis.stop();
});

const [first, second] = [() => instances[0]!, () => instances[1]!];

/** Renders of `path` across both instances. */
const renders = async (path: string) => {
  let sum = 0;
  for (const instance of instances) {
    const counts = (await (await fetch(`${instance.origin}/__test/renders`)).json()) as Record<
      string,
      number
    >;
    sum += counts[path] ?? 0;
  }
  return sum;
};

const visit = async (instance: ServerProcess, path: string) => {
  const response = await fetch(`${instance.origin}${path}`);
  expect(response.status, `${instance.origin}${path}`).toBe(200);
  await response.text();
  return response;
};

const redisState = async (instance: ServerProcess) => {
  const response = await fetch(`${instance.origin}/readyz`);
  return { status: response.status, redis: ((await response.json()) as { redis: string }).redis };
};

const until = async (done: () => Promise<boolean>, ms: number) => {
  const started = Date.now();
  while (!(await done()) && Date.now() - started < ms)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return Date.now() - started;
};

const webhook = (instance: ServerProcess, body: unknown) =>
  fetch(`${instance.origin}/hooks/builder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });

const faq = { id: 'sandbox-faq', published: 'published', data: { url: '/faq' } };
const publishFaq = { modelName: 'page', operation: 'publish', newValue: faq, previousValue: faq };

/**
 * Whether an instance serves a new copy: rendered for this request, or a copy whose age says so (the old copies are
 * made older than 2 s before a change, so an age under 2 s is a new one).
 */
const servesNew = async (instance: ServerProcess, path: string) => {
  const response = await visit(instance, path);
  const state = response.headers.get('x-page-cache');
  // `updating` and `stale` are the old copy, served while the new one renders or in place of a failed render.
  return state === null || (state === 'hit' && Number(response.headers.get('age') ?? 0) < 2);
};

/** Whether Varnish serves a new copy: fetched for this request, or one it fetched under 2 s ago. */
const varnishServesNew = async (path: string) => {
  const response = await fetch(`${varnish.origin}${path}`);
  expect(response.status, `Varnish ${path}`).toBe(200);
  await response.text();
  return response.headers.get('x-cache') === 'MISS' || Number(response.headers.get('age') ?? 0) < 2;
};

/** p99 of `count` requests for `paths`, 5 at a time, against one instance; every answer must be a 200. */
const p99 = async (instance: ServerProcess, paths: string[], count = 300) => {
  const took: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const path = paths[next++ % paths.length]!;
      const started = performance.now();
      await visit(instance, path);
      took.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 5 }, worker));
  took.sort((a, b) => a - b);
  return took[Math.ceil(took.length * 0.99) - 1]!;
};

test('Redis is optional: /readyz says it is connected, on both instances', async () => {
  for (const instance of instances)
    expect(await redisState(instance)).toEqual({ status: 200, redis: 'connected' });
});

test('one page cache for both instances: a page one rendered is served by the other without a render', async () => {
  await visit(first(), '/faq');
  await until(async () => (await visit(second(), '/faq')).headers.get('x-page-cache') === 'hit', 2000);
  expect(await renders('/faq')).toBe(1);
});

test('a Builder entry published through the webhook is served by both instances and by Varnish in front within 2 s, rendered once', async () => {
  await visit(first(), '/faq');
  await visit(second(), '/faq');
  await varnishServesNew('/faq');
  const before = await renders('/faq');
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect(await servesNew(second(), '/faq')).toBe(false);
  expect(await varnishServesNew('/faq')).toBe(false);

  expect((await webhook(first(), publishFaq)).status).toBe(200);
  const published = Date.now();
  const served = await Promise.all([
    ...instances.map((instance) => until(() => servesNew(instance, '/faq'), 2000)),
    until(() => varnishServesNew('/faq'), 2000),
  ]);
  const took = Date.now() - published;
  console.log(
    `Published entry served by both instances and Varnish ${took} ms after the webhook's answer`,
    served,
  );
  expect(took).toBeLessThan(2000);
  expect(await renders('/faq')).toBe(before + 1);
});

test('50 concurrent requests for a just-purged page, over both instances, cause exactly one render across the two', async () => {
  const product = '/products/AURORA';
  await visit(first(), product);
  await visit(second(), product);
  const before = await renders(product);
  const tag = (await visit(first(), product)).headers
    .get('xkey')!
    .split(' ')
    .find((name) => /^cat_p_\d+$/.test(name))!;
  const purged = await fetch(`${first().origin}/`, {
    method: 'PURGE',
    headers: { 'X-Magento-Tags-Pattern': `((^|,)${tag}(,|$))` },
  });
  expect(purged.status).toBe(200);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, at) => visit(at % 2 ? second() : first(), product)),
  );
  const states: Record<string, number> = {};
  for (const answer of answers) {
    const state = answer.headers.get('x-page-cache') ?? 'rendered';
    states[state] = (states[state] ?? 0) + 1;
  }
  console.log('After the purge:', states);
  // A Redis that answered late (over 50 ms) would leave each instance to render on its own: its log would say so.
  const redisLines = instances.flatMap((instance) =>
    instance
      .output()
      .split('\n')
      .filter((line) => line.includes('Redis')),
  );
  expect(await renders(product), redisLines.join('\n')).toBe(before + 1);
});

test('with Redis stopped mid-test pages answer 200 with no added latency beyond 50 ms at p99; after it returns, purges reach both instances again', async () => {
  test.setTimeout(120_000);
  const paths = ['/', '/faq', '/products/AURORA', '/category/devices'];
  for (const path of paths) for (const instance of instances) await visit(instance, path);
  const up = await p99(first(), paths);

  await redis.stop();
  await until(async () => (await redisState(first())).redis === 'unreachable', 5000);
  expect(await redisState(first())).toEqual({ status: 200, redis: 'unreachable' });
  const down = await p99(first(), paths);
  // A purge while Redis is down reaches its own instance, and neither fails nor waits.
  expect((await webhook(first(), publishFaq)).status).toBe(200);

  await redis.start();
  const back = await until(
    async () => (await Promise.all(instances.map(redisState))).every((state) => state.redis === 'connected'),
    30_000,
  );
  console.log(`Both instances connected again ${back} ms after Redis returned`);
  for (const instance of instances)
    expect(await redisState(instance)).toEqual({ status: 200, redis: 'connected' });
  // Redis up is measured before it stops and after it returns: a busy machine's moment is not Redis's.
  for (const path of paths) await visit(first(), path);
  const upAgain = await p99(first(), paths);
  console.log(
    `p99 with Redis up ${up.toFixed(1)} ms, stopped ${down.toFixed(1)} ms, up again ${upAgain.toFixed(1)} ms`,
  );
  expect(down).toBeLessThan(Math.max(up, upAgain) + 50);

  await visit(second(), '/faq');
  await new Promise((resolve) => setTimeout(resolve, 2100));
  expect(await servesNew(second(), '/faq')).toBe(false);
  expect((await webhook(first(), publishFaq)).status).toBe(200);
  const reached = await until(() => servesNew(second(), '/faq'), 2000);
  console.log(
    `After Redis returned, the other instance served the published entry ${reached} ms after the webhook`,
  );
  expect(reached).toBeLessThan(2000);
});
