import { expect, openPage, test, type Page } from './support/test';

/**
 * Issue 33: the cart as a server form, as Hydrogen's is. The guest cart's id lives in a cookie, so /cart renders the
 * cart on the server and its buttons and promo code form post to /cart's action: a shopper whose JavaScript is off (or
 * not yet loaded) changes quantities and applies codes all the same, in the page's language.
 */

/** Makes a guest cart with the commerce backend itself (the sandbox), as a shopper's earlier visit would have. */
async function guestCartWith(
  page: Page,
  sku: string,
  quantity = 1,
): Promise<{ cartId: string; lineUid: string }> {
  type Answer = { data: Record<string, { cart: { id: string; items: Array<{ uid: string }> } }> };
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    page.request
      .post('/sandbox/commerce/graphql', { headers: { Store: 'default' }, data: { query, variables } })
      .then((answer) => answer.json() as Promise<Answer>);
  const created = await graphql('mutation { createGuestCart { cart { id items { uid } } } }');
  const cartId = created.data['createGuestCart']!.cart.id;
  const added = await graphql(
    `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {
        cart { id items { uid } }
      }
    }`,
    { cartId, sku, quantity },
  );
  return { cartId, lineUid: added.data['addSimpleProductsToCart']!.cart.items[0]!.uid };
}

const journeys = [
  {
    language: 'en',
    title: 'Your cart',
    more: 'One more Fast Charger',
    cartButton: 'Cart 2 items',
    quantity: 'Quantity of Fast Charger',
    promoCode: 'Promo code',
    apply: 'Apply',
    applied: 'Applied: WELCOME10',
    discount: 'Discount (WELCOME10)',
    refused: "The coupon code isn't valid. Verify the code and try again.",
    remove: 'Remove Fast Charger',
    empty: 'Your cart is empty.',
  },
  {
    language: 'de',
    title: 'Ihr Warenkorb',
    more: 'Ein Schnellladegerät mehr',
    cartButton: 'Warenkorb 2 Artikel',
    quantity: 'Menge von Schnellladegerät',
    promoCode: 'Gutscheincode',
    apply: 'Einlösen',
    applied: 'Eingelöst: WELCOME10',
    discount: 'Rabatt (WELCOME10)',
    refused: 'Der Gutscheincode ist ungültig. Prüfen Sie den Code und versuchen Sie es erneut.',
    remove: 'Schnellladegerät entfernen',
    empty: 'Ihr Warenkorb ist leer.',
  },
] as const;

for (const words of journeys) {
  test(`cart server form: with JavaScript off a shopper changes a quantity, applies a promo code and is told of a refused one, rendered by the server (${words.language})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    const { cartId } = await guestCartWith(page, 'CHARGER');
    await page.context().addCookies([{ name: 'cart_id', value: cartId, url: baseURL! }]);

    // The language as a link names it; the page keeps it for the forms that follow (they post to /cart).
    const opened = await page.goto(`/cart?lang=${words.language}`);
    // The shopper's own page: no shared cache keeps it, nor the browser.
    expect(opened!.headers()['cache-control']).toBe('private, no-store');
    expect(await opened!.text()).toContain(words.quantity);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await expect(page.getByLabel(words.quantity)).toHaveText('1');

    await page.getByRole('button', { name: words.more }).click();
    await expect(page.getByLabel(words.quantity)).toHaveText('2');
    // The header's count follows in its cookie, rendered by the server too.
    await expect(page.getByRole('banner').getByRole('link', { name: words.cartButton })).toBeVisible();

    await page.getByRole('textbox', { name: words.promoCode }).fill('EXPIRED2023');
    await page.getByRole('button', { name: words.apply }).click();
    await expect(page.getByRole('status').filter({ hasText: words.refused })).toBeVisible();
    // The refused code stays as typed, for the shopper to correct.
    await expect(page.getByRole('textbox', { name: words.promoCode })).toHaveValue('EXPIRED2023');

    await page.getByRole('textbox', { name: words.promoCode }).fill('WELCOME10');
    await page.getByRole('button', { name: words.apply }).click();
    await expect(page.getByText(words.applied)).toBeVisible();
    await expect(page.getByText(words.discount)).toBeVisible();
    await expect(page.getByLabel(words.quantity)).toHaveText('2');

    await page.getByRole('button', { name: words.remove }).click();
    await expect(page.getByText(words.empty)).toBeVisible();
    await page.context().close();
  });
}

for (const { language, more, quantity, noStock } of [
  {
    language: 'en',
    more: 'One more Mint Sticks',
    quantity: 'Quantity of Mint Sticks',
    noStock: 'There is not enough stock for the quantity you chose.',
  },
  {
    language: 'de',
    more: 'Ein Mint Sticks mehr',
    quantity: 'Menge von Mint Sticks',
    noStock: 'Für die gewählte Menge ist nicht genug auf Lager.',
  },
]) {
  test(`cart server form: with JavaScript off a quantity the stock cannot meet is refused in the shop's words, in the page's language (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    // Mint sticks are few (the backend tells how many are left below ten): the cart holds all of them, one more is refused.
    const stock = await page.request.post('/sandbox/commerce/graphql', {
      headers: { Store: 'default' },
      data: {
        query: '{ products(filter: { sku: { eq: "STICKS-MINT" } }) { items { only_x_left_in_stock } } }',
      },
    });
    const left = (
      (await stock.json()) as { data: { products: { items: Array<{ only_x_left_in_stock: number }> } } }
    ).data.products.items[0]!.only_x_left_in_stock;
    expect(left).toBeGreaterThan(0);
    const { cartId } = await guestCartWith(page, 'STICKS-MINT', left);
    await page.context().addCookies([{ name: 'cart_id', value: cartId, url: baseURL! }]);
    await page.goto(`/cart?lang=${language}`);
    await page.getByRole('button', { name: more }).click();
    await expect(page.getByRole('alert').filter({ hasText: noStock })).toBeVisible();
    await expect(page.getByLabel(quantity)).toHaveText(String(left));
    await page.context().close();
  });
}

test('cart server form: a page that is not /cart stays public and shared in the page cache with a cart cookie present', async ({
  request,
  browser,
}) => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  const { cartId } = await guestCartWith(page, 'CHARGER');
  await page.context().close();
  await request.get('/products/AURORA');
  const withCart = await request.get('/products/AURORA', { headers: { Cookie: `cart_id=${cartId}` } });
  expect(withCart.headers()['cache-control']).toMatch(/^public, /);
  expect(withCart.headers()['x-page-cache']).toBe('hit');
});

test('cart server form: a cart form from another site is refused and changes nothing', async ({
  browser,
  baseURL,
}) => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  const { cartId, lineUid } = await guestCartWith(page, 'CHARGER');
  await page.context().addCookies([{ name: 'cart_id', value: cartId, url: baseURL! }]);
  const forged = await page.request.post('/cart', {
    headers: { Origin: 'https://elsewhere.example' },
    form: { intent: 'quantity', uid: lineUid, quantity: '0' },
  });
  expect(forged.status()).toBe(403);
  await page.goto('/cart');
  await expect(page.getByLabel('Quantity of Fast Charger')).toHaveText('1');
  await page.context().close();
});

for (const { language, promoCode, apply, enterCode, signedIn, keepShopping, loading } of [
  {
    language: 'en',
    promoCode: 'Promo code',
    apply: 'Apply',
    enterCode: 'Please enter a promo code.',
    signedIn: 'Your cart is kept with your account and appears here once this page has loaded.',
    keepShopping: 'Continue shopping',
    loading: 'Loading your cart…',
  },
  {
    language: 'de',
    promoCode: 'Gutscheincode',
    apply: 'Einlösen',
    enterCode: 'Bitte geben Sie einen Gutscheincode ein.',
    signedIn:
      'Ihr Warenkorb ist in Ihrem Konto gespeichert und erscheint hier, sobald die Seite geladen ist.',
    keepShopping: 'Weiter einkaufen',
    loading: 'Ihr Warenkorb wird geladen',
  },
]) {
  test(`cart server form rule: with JavaScript off an empty promo code is refused with "enter a code", the field marked and focused, in the page's language (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    const { cartId } = await guestCartWith(page, 'CHARGER');
    await page.context().addCookies([{ name: 'cart_id', value: cartId, url: baseURL! }]);
    await page.goto(`/cart?lang=${language}`);
    await page.getByRole('button', { name: apply }).click();
    const field = page.getByRole('textbox', { name: promoCode });
    await expect(page.getByText(enterCode)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(enterCode);
    await expect(field).toBeFocused();
    await page.context().close();
  });

  test(`cart server form rule: with JavaScript off a signed-in shopper's /cart says their cart needs the page to load, with a way on, never an endless loading status (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.context().addCookies([{ name: 'isUserLoggedIn', value: 'true', url: baseURL! }]);
    await page.goto(`/cart?lang=${language}`);
    await expect(page.getByRole('status').filter({ hasText: signedIn })).toBeVisible();
    await expect(page.getByText(loading)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: keepShopping }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.context().close();
  });
}
