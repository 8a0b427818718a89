import AxeBuilder from '@axe-core/playwright';
import { upgradeStatus } from './support/server';
import { expect, openPage, test, type Page } from './support/test';

/** Issue 18: the confirmation page follows the order's payment and status as they change, live or by polling. */

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/**
 * A shopper buys a charger with a card (the sandbox charges it by itself) and lands on the confirmation page: a guest,
 * or the demo's new customer (whose order the commerce backend also answers when asked again).
 */
async function placeCardOrder(page: Page, shopper: 'guest' | 'customer'): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'No, thanks' }).click();
  await page.goto('/products/CHARGER');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  if (shopper === 'customer') {
    await page.goto('/sign-in?next=/checkout');
    await page.getByLabel('E-mail address').fill('new@example.com');
    await page.getByLabel('Password').fill('Sandbox!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: /Contact/ })).toBeVisible();
  } else {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: /Contact/ })).toBeVisible();
    await page.getByLabel('E-mail address').fill('guest@example.com');
  }
  await continueButton.click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Guest');
  await page.getByLabel('Street', { exact: true }).fill('Unter den Linden');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('Postcode').fill('10117');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Phone number').fill('+49301234567');
  await continueButton.click();
  await expect(page.getByRole('heading', { name: /Delivery/ })).toBeVisible();
  await continueButton.click();
  await expect(page.getByRole('heading', { name: /Payment/ })).toBeVisible();
  await continueButton.click();
  await expect(page.getByRole('heading', { name: /Review/ })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  return decodeURIComponent(page.url().split('/').pop() ?? '');
}

const liveStatus = (page: Page) => page.getByRole('region', { name: 'Where your order is' });

async function expectStatusToMoveOn(page: Page) {
  const status = liveStatus(page);
  // pending -> paid -> processing, each change announced politely.
  await expect(status.getByRole('definition').first()).toHaveText(/Waiting for your bank|Paid/);
  await expect(status.getByRole('definition').first()).toHaveText('Paid', { timeout: 10_000 });
  await expect(status.getByRole('definition').nth(1)).toHaveText('Being prepared', { timeout: 10_000 });
  await expect(status.getByRole('status')).toHaveText('Your order is now: Being prepared.');
}

test('live order status: the confirmation page shows payment and order status change over the websocket', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await openPage(browser);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  const orderNumber = await placeCardOrder(page, 'guest');
  await expect(page.getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  await expectStatusToMoveOn(page);
  await expect(liveStatus(page)).toHaveAttribute('data-live', 'socket');
  // One socket for the tab, on the shop's own origin.
  expect(sockets).toEqual(['/sandbox/live-updates']);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('live order status: with the websocket blocked the confirmation page still updates, by polling', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await openPage(browser);
  // A proxy that refuses websockets: every connection attempt is closed at once.
  let attempts = 0;
  await page.routeWebSocket(/\/sandbox\/live-updates/, (socket) => {
    attempts += 1;
    void socket.close({ code: 1006 });
  });
  // Polling reads the payment from the payment service and the order from the commerce backend, which answers a
  // customer's orders only: a guest's order status is followed live alone (see docs/architecture.md).
  await placeCardOrder(page, 'customer');
  await expectStatusToMoveOn(page);
  await expect(liveStatus(page)).toHaveAttribute('data-live', 'polling');
  expect(attempts).toBeGreaterThan(0);
  await page.context().close();
});

test('live order status: the first state is rendered on the server and hydrates without a mismatch', async ({
  browser,
}) => {
  const page = await openPage(browser);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.request.get('/checkout/confirmation/000000001');
  expect(await response.text()).toContain('Where your order is');
  await page.goto('/checkout/confirmation/000000001');
  await expect(liveStatus(page)).toBeVisible();
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  await page.context().close();
});

test('live order status: the socket opens from the shop own origin only; another site gets 403', async ({
  baseURL,
}) => {
  const shop = baseURL ?? '';
  expect(await upgradeStatus(shop, new URL(shop).origin)).toBe(101);
  expect(await upgradeStatus(shop, 'https://evil.example')).toBe(403);
});
