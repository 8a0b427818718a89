import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request, type Route } from './support/test';

/*
 * The commerce backend failing in the browser. Product pages are rendered on the server, whose loader also calls
 * commerce; page.route only reaches the browser's own calls, so these tests cover the browser path: the cart
 * mutations and reads that the cart hooks send after hydration. The server path falls back to the widget's own
 * error and retry (products.$sku.tsx catches the loader's failure).
 */

// The shopper's words for each fault (features/src/cart/messages.ts, spec section 8).
const unreachable = 'We could not reach the shop. Your cart is safe; please try again.';
const generic = 'Something went wrong with your cart. Please try again.';
const notEnoughStock = 'There is not enough stock for the quantity you chose.';

const commerceEndpoint = /\/sandbox\/commerce\/graphql(\?|$)/;

/** The GraphQL operation a browser request carries (POST body or GET query), e.g. 'AddSimpleProductsToCart'. */
function operationOf(request: Request): string | undefined {
  const query =
    request.method() === 'GET'
      ? new URL(request.url()).searchParams.get('query')
      : (request.postDataJSON() as { query?: string } | null)?.query;
  return /(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1];
}

type Fault = (route: Route) => Promise<void>;

/** Breaks the commerce endpoint for the page's requests (only `operation`'s, when given) until `heal` is called. */
async function breakCommerce(page: Page, fault: Fault, operation?: string) {
  const handler = async (route: Route) => {
    if (operation && operationOf(route.request()) !== operation) return route.fallback();
    return fault(route);
  };
  await page.route(commerceEndpoint, handler);
  return { heal: () => page.unroute(commerceEndpoint, handler) };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** A fresh guest with one product in the cart, on that product's page. */
async function guestWith(page: Page, sku: 'CHARGER' | 'AURORA') {
  await page.goto(`/products/${sku}`);
  // Answered first, so the banner covers nothing.
  await page.getByRole('button', { name: 'No, thanks' }).click();
  const added = page.waitForResponse(
    (response) => commerceEndpoint.test(response.url()) && /^Add/.test(operationOf(response.request()) ?? ''),
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  return (await (await added).json()) as { data: Record<string, { cart: unknown }> };
}

/** The cart page, reached from the header link (a client-side visit that keeps the cart the page already has). */
async function openCart(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  const cart = page.getByRole('main');
  await expect(cart.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  return cart;
}

const faults: Array<{ when: string; fault: Fault; words: string }> = [
  {
    when: 'with the commerce endpoint down',
    fault: (route) => route.abort('connectionrefused'),
    words: unreachable,
  },
  {
    when: 'with the commerce endpoint answering 500',
    fault: (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
    words: generic,
  },
  {
    when: "with the commerce endpoint answering Magento's internal GraphQL error",
    fault: (route) =>
      route.fulfill({
        json: { errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] },
      }),
    words: generic,
  },
  {
    when: 'with the commerce endpoint answering a GraphQL input error',
    fault: (route) =>
      route.fulfill({
        json: {
          errors: [
            { message: 'The requested qty is not available', extensions: { category: 'graphql-input' } },
          ],
        },
      }),
    // A message Magento means for shoppers is shown as it came (spec section 8: the first server message).
    words: 'The requested qty is not available',
  },
];

for (const { when, fault, words } of faults) {
  test(`cart faults: ${when}, adding to cart says so, keeps the cart, and adding again works once it is back`, async ({
    page,
  }) => {
    await guestWith(page, 'CHARGER');
    const commerce = await breakCommerce(page, fault);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toHaveText(words);
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeHidden();
    await expectNoAxeViolations(page);

    // The cart still shows what the shopper had, while the shop is still failing.
    const cart = await openCart(page);
    await expect(cart.getByText('Fast Charger', { exact: true })).toBeVisible();
    await expect(cart.getByLabel('Quantity of Fast Charger')).toHaveText('1');

    await commerce.heal();
    await page.goBack();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
    const healed = await openCart(page);
    await expect(healed.getByLabel('Quantity of Fast Charger')).toHaveText('2');
    await expect(healed.getByRole('alert')).toBeHidden();
  });
}

test('cart faults: with the commerce endpoint slower than the client timeout, adding to cart says the shop cannot be reached and keeps the cart', async ({
  page,
}) => {
  await guestWith(page, 'CHARGER');
  // Only the add is held, and only until the client gives up on it (its 5000 ms timeout): the test waits no longer.
  const commerce = await breakCommerce(
    page,
    async (route) => {
      await page.waitForEvent('requestfailed', { predicate: (request) => request === route.request() });
      await route.abort().catch(() => undefined);
    },
    'AddSimpleProductsToCart',
  );
  const started = Date.now();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toHaveText(unreachable, { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);

  await commerce.heal();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
  const cart = await openCart(page);
  await expect(cart.getByLabel('Quantity of Fast Charger')).toHaveText('2');
});

test('cart faults: a CartUserInputError code on adding reads in the shop words, keeps the cart, and adding again works once it clears', async ({
  page,
}) => {
  const first = await guestWith(page, 'AURORA');
  // Magento answers user_errors beside the unchanged cart.
  const unchanged = first.data['addProductsToCart']?.cart;
  const commerce = await breakCommerce(
    page,
    (route) =>
      route.fulfill({
        json: {
          data: {
            addProductsToCart: {
              cart: unchanged,
              user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }],
            },
          },
        },
      }),
    'AddProductsToCart',
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert')).toHaveText(notEnoughStock);
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeHidden();

  const cart = await openCart(page);
  await expect(cart.getByLabel('Quantity of Aurora Device')).toHaveText('1');

  await commerce.heal();
  await page.goBack();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect((await openCart(page)).getByLabel('Quantity of Aurora Device')).toHaveText('2');
});

test('cart faults: with the commerce endpoint down, the cart page keeps showing the cart and says so, and the cart and its changes work again once it is back', async ({
  page,
}) => {
  await guestWith(page, 'CHARGER');
  const commerce = await breakCommerce(page, (route) => route.abort('connectionrefused'));
  const cart = await openCart(page);
  await expect(cart.getByRole('alert')).toContainText(unreachable);
  await expect(cart.getByLabel('Quantity of Fast Charger')).toHaveText('1');

  // A quantity change fails the same way, and the line keeps its quantity.
  await cart.getByRole('button', { name: 'One more Fast Charger' }).click();
  await expect(cart.getByRole('alert').filter({ hasText: unreachable })).toHaveCount(2);
  await expect(cart.getByLabel('Quantity of Fast Charger')).toHaveText('1');
  await expectNoAxeViolations(page);

  // SWR also retries the read on its own with backoff; pressing Try again right as the shop comes back keeps
  // the button from vanishing under the test.
  const tryAgain = cart.getByRole('button', { name: 'Try again' });
  await tryAgain.focus();
  await commerce.heal();
  await page.keyboard.press('Enter');
  // The reload's alert goes; the failed quantity change keeps saying so until the shopper tries it again.
  await expect(tryAgain).toBeHidden();
  await expect(cart.getByRole('alert').filter({ hasText: unreachable })).toHaveCount(1);
  await cart.getByRole('button', { name: 'One more Fast Charger' }).click();
  await expect(cart.getByLabel('Quantity of Fast Charger')).toHaveText('2');
  await expect(cart.getByRole('alert')).toHaveCount(0);
});

test('coupon faults: with the commerce endpoint down, applying a promo code says it cannot be applied, keeps the code and the cart, and applying again works once it is back', async ({
  page,
}) => {
  await guestWith(page, 'CHARGER');
  const cart = await openCart(page);
  const promo = cart.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('WELCOME10');
  const commerce = await breakCommerce(
    page,
    (route) => route.abort('connectionrefused'),
    'ApplyCouponToCart',
  );
  await cart.getByRole('button', { name: 'Apply' }).click();
  // Spec section 8: without a server message, the translated cart.checkout.error.promo_code.
  await expect(cart.getByRole('form', { name: 'Promo code' }).getByRole('status')).toHaveText(
    'This promo code cannot be applied.',
  );
  await expect(promo).toHaveValue('WELCOME10');
  await expect(cart.getByLabel('Quantity of Fast Charger')).toHaveText('1');

  await commerce.heal();
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('Applied: WELCOME10')).toBeVisible();
  await expect(cart.getByRole('form', { name: 'Promo code' }).getByRole('status')).toHaveText('');
});
