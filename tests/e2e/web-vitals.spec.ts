import { expect, test, type Page } from './support/test';
import { continueButton } from './support/checkout';
import { ownPort, startServer, type ServerProcess } from './support/server';

/**
 * Issue 31: shoppers' Core Web Vitals as their browsers measure them (web-vitals, after hydration and only with the
 * analytics consent), sent by beacon when the page is hidden, in the server's metrics by route id and device class.
 */
const port = ownPort(41);
const metricsPort = ownPort(42);
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({ port, env: { METRICS_PORT: String(metricsPort) } });
});

test.afterAll(() => server.stop());

const scrape = async () => (await fetch(`http://localhost:${metricsPort}/metrics`)).text();

/** How many reports of one vital a route and device class has in the metrics. */
const counted = (metrics: string, metric: string, route: string, device = 'desktop') =>
  Number(
    metrics
      .split('\n')
      .find((line) =>
        line.startsWith(`storefront_web_vitals_${metric}_count{route="${route}",device="${device}"}`),
      )
      ?.split(' ')
      .at(-1) ?? 0,
  );

/** What a shopper's switching to another tab does: the page is hidden, and web-vitals reports what it measured. */
const hide = (page: Page) =>
  page.evaluate(() => {
    // As the browser fires it: at the document, bubbling to the window.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

const answerConsent = async (page: Page, answer: 'Allow analytics' | 'No, thanks') => {
  await page.goto(`${server.origin}/faq`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: answer }).click();
  await expect(page.getByRole('button', { name: answer })).toHaveCount(0);
};

test('web vitals: with analytics allowed, pressing Add to cart and checkout’s Continue lands their INP in /metrics by route id and device class, with LCP, CLS and TTFB', async ({
  page,
}) => {
  await answerConsent(page, 'Allow analytics');
  const before = await scrape();

  await page.goto(`${server.origin}/products/AURORA`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  const product = page.waitForRequest((request) => request.url().endsWith('/vitals'));
  await hide(page);
  expect((await product).method()).toBe('POST');

  await page.goto(`${server.origin}/checkout`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByLabel('E-mail address').fill('grace@example.com');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Contact' })).toHaveCount(0);
  const checkout = page.waitForRequest((request) => request.url().endsWith('/vitals'));
  await hide(page);
  await checkout;

  await expect
    .poll(async () => counted(await scrape(), 'inp_seconds', 'routes/checkout'))
    .toBe(counted(before, 'inp_seconds', 'routes/checkout') + 1);
  const after = await scrape();
  for (const metric of ['inp_seconds', 'lcp_seconds', 'ttfb_seconds', 'cls'])
    expect(counted(after, metric, 'routes/products.$sku'), metric).toBe(
      counted(before, metric, 'routes/products.$sku') + 1,
    );
});

test('web vitals: with analytics refused, the browser measures and sends nothing', async ({ page }) => {
  await answerConsent(page, 'No, thanks');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/vitals')) sent.push(request.url());
  });
  const before = await scrape();
  await page.goto(`${server.origin}/products/AURORA`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await hide(page);
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  // web-vitals itself is never loaded.
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /web-vitals/.test(entry.name)),
    ),
  ).toBe(false);
  expect(counted(await scrape(), 'inp_seconds', 'routes/products.$sku')).toBe(
    counted(before, 'inp_seconds', 'routes/products.$sku'),
  );
});

test('web vitals: the route takes reports only: not from another site (403), not over 4 KB (413), not malformed (400)', async () => {
  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}/vitals`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: server.origin, ...headers },
      body,
    });
  const report = { path: '/faq', device: 'phone', vitals: [{ name: 'LCP', value: 1200 }] };
  expect((await send(JSON.stringify(report))).status).toBe(204);
  expect((await send(JSON.stringify(report), { Origin: 'https://elsewhere.example' })).status).toBe(403);
  expect((await send(JSON.stringify({ ...report, pad: 'x'.repeat(5000) }))).status).toBe(413);
  for (const bad of [
    'not json',
    JSON.stringify({ ...report, device: 'fridge' }),
    JSON.stringify({ ...report, vitals: [{ name: 'FID', value: 10 }] }),
    JSON.stringify({ ...report, vitals: [{ name: 'LCP', value: -1 }] }),
    JSON.stringify({ ...report, path: 'https://elsewhere.example/' }),
  ])
    expect((await send(bad)).status, bad).toBe(400);
  expect(counted(await scrape(), 'lcp_seconds', 'routes/builder-page', 'phone')).toBe(1);
});
