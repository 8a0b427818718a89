import { expect, openPage, test, type Page } from './support/test';
import { declineCookies, signIn } from './support/accounts';
import { addToCart, continueButton, shipPayAndPlace } from './support/checkout';
import { ownPort, startServer, type ServerProcess } from './support/server';
import { startTelemetryReceiver, type SentryEvent, type TelemetryReceiver } from './support/telemetry';

/**
 * Issue 31: error reports as Sentry receives them, and the orders counted from checkout. A small envelope receiver
 * stands in for Sentry (POST /api/<project>/envelope/); the shop reports to it as SENTRY_DSN says, from the server and
 * from the browser. The server's render fault is the test-only one STOREFRONT_TEST_FAULTS=render offers (a root
 * loader that throws the header's message, as a bug repeating what a request carried would).
 */
const port = ownPort(44);
const metricsPort = ownPort(45);
let receiver: TelemetryReceiver;
let server: ServerProcess;
let page: Page;

/** The signed-in shopper's own data and what the faults' messages repeat: none may reach Sentry. */
const shopper = { email: 'ada@example.com', phone: '+49 151 23456789', card: '4111 1111 1111 1111' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  receiver = await startTelemetryReceiver();
  server = await startServer({
    port,
    env: {
      SENTRY_DSN: receiver.dsn,
      SENTRY_BROWSER_SAMPLE_RATE: '1',
      STOREFRONT_TEST_FAULTS: 'render',
      METRICS_PORT: String(metricsPort),
    },
  });
  page = await openPage(browser, { baseURL: server.origin });
  await page.goto('/sign-in');
  await declineCookies(page);
  await signIn(page, 'newer', shopper.email);
  await expect(page).not.toHaveURL(/\/sign-in/);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
  await receiver.close();
});

const eventWhere = (matches: (event: SentryEvent) => boolean) =>
  receiver.envelopes.find((envelope) => envelope.events.some(matches));

test('error reports: a thrown render error reaches Sentry with its request id, route and release, and no personal data', async () => {
  const cookies = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const answer = await fetch(`${server.origin}/products/AURORA?email=${encodeURIComponent(shopper.email)}`, {
    headers: {
      cookie: cookies,
      'x-storefront-test-fault': `Render failed for ${shopper.email} (phone ${shopper.phone}, card ${shopper.card})`,
    },
  });
  expect(answer.status).toBe(500);
  const requestId = answer.headers.get('x-request-id');
  expect(requestId).toBeTruthy();

  const reported = () => eventWhere((event) => event.tags?.['request_id'] === requestId);
  await expect.poll(reported, { timeout: 10_000 }).toBeDefined();
  const envelope = reported()!;
  const event = envelope.events[0]!;
  expect(event.tags?.['route']).toBe('routes/products.$sku');
  expect(event.release).toMatch(/^storefront@\w+/);
  expect(event.exception?.values?.[0]?.type).toBe('Error');
  expect(event.exception?.values?.[0]?.value).toBe(
    'Render failed for [redacted] (phone [redacted], card [redacted])',
  );
  for (const personal of [shopper.email, 'ada%40example.com', '23456789', '4111', 'Lovelace'])
    expect(envelope.raw, `${personal} reached Sentry`).not.toContain(personal);
  // Nor any of the signed-in shopper's cookies (her session).
  for (const { value } of await page.context().cookies())
    if (value.length >= 8) expect(envelope.raw).not.toContain(value);
  // The log's line of the same failure is scrubbed alike.
  expect(server.output()).toContain('Render failed for [redacted]');
  expect(server.output()).not.toContain(shopper.email);
});

test("error reports: an error thrown in the page after hydration reaches Sentry from the browser, tagged with the page's route, scrubbed", async () => {
  await page.goto('/stores');
  const message = `Browser fault for ${shopper.email}`;
  // Sentry's SDK arrives after hydration, once the browser is idle: errors are thrown until one is reported.
  const reported = () =>
    eventWhere((event) =>
      Boolean(
        event.exception?.values?.some((value) => value.value?.endsWith('Browser fault for [redacted]')),
      ),
    );
  await expect
    .poll(
      async () => {
        await page.evaluate(
          (text) =>
            setTimeout(() => {
              throw new Error(text);
            }),
          message,
        );
        return reported();
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBeDefined();
  const envelope = reported()!;
  const event = envelope.events[0]!;
  expect(event.platform).toBe('javascript');
  expect(event.tags?.['route']).toBe('routes/stores');
  expect(event.release).toMatch(/^storefront@\w+/);
  expect(envelope.raw).not.toContain(shopper.email);
});

const orders = async (outcome: string) => {
  const text = await (await fetch(`http://localhost:${metricsPort}/metrics`)).text();
  const line = text
    .split('\n')
    .find((sample) => sample.startsWith(`storefront_orders_total{outcome="${outcome}"}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

test('metrics: an order placed in checkout is counted in storefront_orders_total as placed', async () => {
  expect(await orders('placed')).toBe(0);
  expect(await orders('failed')).toBe(0);
  await addToCart(page, 'AURORA');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await continueButton(page).click();
  await shipPayAndPlace(page);
  await expect.poll(() => orders('placed'), { timeout: 5_000 }).toBe(1);
  expect(await orders('failed')).toBe(0);
});

test('metrics: the orders route counts only an order placed or failed, never anything else a browser sends', async () => {
  const send = (body: string) =>
    fetch(`${server.origin}/shop-events`, { method: 'POST', body, headers: { origin: server.origin } });
  expect((await send('{"name":"sign-in","outcome":"succeeded"}')).status).toBe(400);
  expect((await send('{"name":"order","outcome":"refunded"}')).status).toBe(400);
  expect((await send('x'.repeat(2048))).status).toBe(413);
  expect((await send('{"name":"order","outcome":"failed"}')).status).toBe(204);
  expect(await orders('failed')).toBe(1);
});
