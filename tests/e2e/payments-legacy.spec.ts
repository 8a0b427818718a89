import { ownPort, startServer, type ServerProcess } from './support/server';
import { expect, openPage, test, type Page } from './support/test';
import { continueButton, shipToBerlin } from './support/checkout';

/**
 * The shop with the legacy payment service: the same build, its PAYMENTS_API_URL pointed at the legacy service's
 * sandbox (a base URL without evo), every other backend left to the sandbox. The default (the newer service, which
 * keeps cards) is payments-newer.spec.ts.
 */
const port = ownPort(40);
let server: ServerProcess;

test.beforeAll(async () => {
  const origin = `http://localhost:${port}`;
  server = await startServer({ port, env: { PAYMENTS_API_URL: `${origin}/sandbox/payments` } });
  expect(server.output()).not.toMatch(/refus/i);
});
test.afterAll(async () => server?.stop());

/** From the cart to the review, a card payment chosen, checking that the legacy service offers no kept card. */
async function payByCardWithoutKeptCards(page: Page) {
  await page.goto(`${server.origin}/products/CHARGER`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await page.goto(`${server.origin}/checkout`);
  // Contact (a guest types an e-mail address; a signed-in shopper's is known).
  await expect(page.getByRole('heading', { name: /Contact/ })).toBeVisible();
  const email = page.getByLabel('E-mail address');
  if (await email.isVisible()) await email.fill('grace@example.com');
  await continueButton(page).click();
  await shipToBerlin(page);
  await expect(page.getByRole('heading', { name: /Delivery/ })).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: /Payment/ })).toBeVisible();
  // The card method is there and chosen; the legacy service keeps no cards, so none is offered and none can be saved.
  await expect(page.getByRole('radio', { name: /Card or wallet/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /ending in 4242/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: /Review/ })).toBeVisible();
}

/** Places the order and answers what the shop sent the legacy service's PUT /order. */
async function placeOrder(page: Page): Promise<Record<string, unknown>> {
  const opened = page.waitForRequest(
    (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/sandbox/payments/order',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const body = (await opened).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = decodeURIComponent(page.url().split('/').pop() ?? '');
  expect(body.order_id).toBe(orderNumber);
  await expect(page.getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  // The sandbox bank settles the card payment in 2 s; the page follows it through GET /payment/{uuid}.
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  return body;
}

test('legacy payment service: a guest pays by card; the order is opened with PUT /order and its payment read from the legacy service', async ({
  browser,
}) => {
  const page = await openPage(browser);
  const statusReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/sandbox/payments/payment/')) statusReads.push(path);
  });
  await payByCardWithoutKeptCards(page);
  const body = await placeOrder(page);
  expect(body).not.toHaveProperty('customer_uuid');
  expect(statusReads.length).toBeGreaterThan(0);
  await page.context().close();
});

test('legacy payment service: a signed-in shopper (Ada) is offered no kept card and pays by card; PUT /order sends neither customer_uuid nor tokenize nor a card', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await page.goto(`${server.origin}/sign-in`);
  await page.getByLabel('E-mail address').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Sandbox!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account');
  await payByCardWithoutKeptCards(page);
  const body = await placeOrder(page);
  expect(body).not.toHaveProperty('customer_uuid');
  expect(body).not.toHaveProperty('tokenize');
  expect(body).not.toHaveProperty('card_id');
  await page.context().close();
});
