import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test, type Locator, type Page } from './support/test';

/**
 * The shop with the newer payment service, the default configuration (PAYMENTS_API_URL unset: the newer service's
 * sandbox, a base URL containing evo), as `npm start` gives it. The legacy service's journey is payments-legacy.spec.ts.
 */

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses rather than hanging. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** Signs the seeded shopper in by keyboard. */
async function signIn(page: Page) {
  await page.goto('/sign-in');
  const email = page.getByLabel('E-mail address');
  await tabTo(page, email);
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sandbox!2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/account');
}

test('newer payment service: a signed-in shopper buys with her saved card, by keyboard alone', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await signIn(page);
  await page.goto('/products/CHARGER');
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

  await page.goto('/checkout');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Shipping/ })).toBeFocused();
  // Her default address from the address book is chosen already: she goes on with it.
  await expect(
    page.getByRole('radio', { name: /^Ada Lovelace, Unter den Linden 77, 10117 Berlin/ }),
  ).toBeChecked();
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Delivery/ })).toBeFocused();
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  // Payment: the card method is preselected; the kept cards come from GET /api/payments/methods.
  await expect(page.getByRole('heading', { name: /Payment/ })).toBeFocused();
  const saved = page.getByRole('radio', { name: 'Visa ending in 4242, valid until 12/2030' });
  await expect(saved).toBeVisible();
  await expect(
    page.getByRole('radio', { name: 'Mastercard ending in 0005, expired 01/2024' }),
  ).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'A new card' }));
  // Arrow keys move within the card group, past the expired card, to the kept Visa.
  await page.keyboard.press('ArrowUp');
  await expect(saved).toBeFocused();
  // Space picks the focused card, as in any radio group.
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toBeHidden();
  await expectNoAxeViolations(page);
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: /Review/ })).toBeFocused();
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await tabTo(page, placeOrder);
  const opened = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/sandbox/payments-evo/api/payments/generate-token',
  );
  await page.keyboard.press('Enter');
  const body = (await opened).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ card_id: 'card-visa-4242', tokenize: false, payment_method: 'jtipayment' });
  expect(body.customer_uuid).toEqual(expect.any(String));

  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = decodeURIComponent(page.url().split('/').pop() ?? '');
  expect(body.order_id).toBe(orderNumber);
  await expect(page.getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  // The payment order result's icon beside its title: decorative, loaded from the shop's origin under its CSP.
  const icon = page.getByText('Visa •••• 4242', { exact: true }).locator('img');
  await expect(icon).toHaveAttribute('src', '/sandbox/payments/icons/card.svg');
  await expect(icon).toHaveAttribute('alt', '');
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The sandbox bank settles the card payment in 2 s; the page follows it.
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("order cancellation: a signed-in shopper requests a paid order's cancellation from its page, by keyboard alone", async ({
  browser,
}) => {
  const page = await openPage(browser);
  await signIn(page);
  await page.goto('/account/orders/000000002');
  const request = page.getByRole('button', { name: 'Request cancellation' });
  await tabTo(page, request);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request the cancellation of order 000000002?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Yes, request cancellation' });
  await tabTo(page, confirm, { limit: 5 });
  const sent = page.waitForRequest(
    (call) => new URL(call.url()).pathname === '/sandbox/account-evo/api/orders/request-cancellation',
  );
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({ order_number: '000000002' });
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^We have your cancellation request/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request cancellation' })).toBeHidden();
  await expectNoAxeViolations(page);
  await page.context().close();
});
