import { accountMessagesDe } from '../../features/src/account/messages.de';
import { cartMessagesDe } from '../../features/src/cart/messages.de';
import { checkoutMessagesDe } from '../../features/src/checkout/messages.de';
import { platformMessagesDe } from '../../features/src/platform/messages.de';
import { expect, test, type Page, type Request, type Route } from './support/test';

/*
 * Errors are states and the widget words them in the page's language (issue #33): on a German page a cart line over
 * stock, a refused promo code, the shop being down and the shopper's browser being offline all read in German. Before,
 * the cart's words came from the English dictionary below React and the platform's from English constants.
 */

/** The lang cookie as the footer's switch leaves it: every page of the visit is German. */
async function inGerman(page: Page, baseURL: string) {
  await page
    .context()
    .addCookies([{ name: 'lang', value: encodeURIComponent(btoa(JSON.stringify('de'))), url: baseURL }]);
}

const commerceEndpoint = /\/sandbox\/commerce\/graphql(\?|$)/;

function operationOf(request: Request): string | undefined {
  const query =
    request.method() === 'GET'
      ? new URL(request.url()).searchParams.get('query')
      : (request.postDataJSON() as { query?: string } | null)?.query;
  return /(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1];
}

/** Refuses the connection for the page's commerce calls (only `operation`'s, when given) until `heal` is called. */
async function commerceDown(page: Page, operation?: string) {
  const handler = async (route: Route) => {
    if (operation && operationOf(route.request()) !== operation) return route.fallback();
    return route.abort('connectionrefused');
  };
  await page.route(commerceEndpoint, handler);
  return { heal: () => page.unroute(commerceEndpoint, handler) };
}

/** A German guest with one Aurora in Sunset Red (three in stock) in the cart, on the cart page. */
async function cartWithRedAurora(page: Page, baseURL: string) {
  await inGerman(page, baseURL);
  await page.goto('/products/AURORA');
  await page.getByRole('button', { name: 'Nein, danke' }).click();
  const product = page.getByRole('main');
  await product.getByRole('radio', { name: /Sonnenrot/ }).check();
  await product.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Warenkorb/ })
      .first(),
  ).toBeVisible();
  await page.goto('/cart');
  const cart = page.getByRole('main');
  await expect(cart.getByLabel('Menge von Aurora-Gerät')).toHaveText('1');
  return cart;
}

test('errors in German: a quantity over stock and the cart being unreachable read in German on a German page', async ({
  page,
  baseURL,
}) => {
  const cart = await cartWithRedAurora(page, baseURL!);
  const more = cart.getByRole('button', { name: 'Ein Aurora-Gerät mehr' });
  for (const quantity of ['2', '3']) {
    await more.click();
    await expect(cart.getByLabel('Menge von Aurora-Gerät')).toHaveText(quantity);
  }
  // A fourth is more than the three in stock: Magento refuses with INSUFFICIENT_STOCK.
  await more.click();
  const alerts = cart.getByRole('alert');
  await expect(alerts.filter({ hasText: cartMessagesDe['cart.error.INSUFFICIENT_STOCK'] })).toBeVisible();
  // The line itself says what is wrong with it (its ITEM_QTY problem), in German too.
  await expect(alerts.filter({ hasText: cartMessagesDe['cart.error.ITEM_QTY'] })).toBeVisible();
  await expect(cart.getByLabel('Menge von Aurora-Gerät')).toHaveText('3');

  // The shop down: the quantity change says the cart is safe, in German.
  const commerce = await commerceDown(page);
  await cart.getByRole('button', { name: 'Ein Aurora-Gerät weniger' }).click();
  await expect(alerts.filter({ hasText: cartMessagesDe['cart.error.unreachable'] })).toBeVisible();
  await commerce.heal();
});

test('errors in German: a promo code refused without a server message reads the shop’s German words', async ({
  page,
  baseURL,
}) => {
  const cart = await cartWithRedAurora(page, baseURL!);
  await cart.getByRole('textbox', { name: 'Gutscheincode' }).fill('WELCOME10');
  const commerce = await commerceDown(page, 'ApplyCouponToCart');
  await cart.getByRole('button', { name: 'Einlösen' }).click();
  // Spec section 8: without a server message, the translated cart.checkout.error.promo_code.
  await expect(cart.getByRole('form', { name: 'Gutscheincode' }).getByRole('status')).toHaveText(
    cartMessagesDe['cart.checkout.error.promo_code'],
  );
  await commerce.heal();
});

/** The German sign-in form, cookies declined, filled in as Ada with this password: its button, not yet pressed. */
async function germanSignIn(page: Page, baseURL: string, password: string) {
  await inGerman(page, baseURL);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Nein, danke' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('ada@example.com');
  await page.getByLabel('Passwort').fill(password);
  return page.getByRole('button', { name: 'Anmelden' });
}

test('errors in German: signing in with the account service down, then with the browser offline, reads the platform’s German words', async ({
  page,
  baseURL,
}) => {
  const signIn = await germanSignIn(page, baseURL!, 'wrong but never checked');

  // Our service does not answer while the browser is online: not the shopper's connection.
  await page.route(/\/sandbox\/account/, (route) => route.abort('connectionrefused'));
  await signIn.click();
  await expect(
    page.getByRole('alert').filter({ hasText: platformMessagesDe['platform.error.unreachable'] }),
  ).toBeVisible();

  // The browser itself is offline: the one failure where checking the connection is the advice.
  await page.context().setOffline(true);
  await signIn.click();
  await expect(
    page.getByRole('alert').filter({ hasText: platformMessagesDe['platform.error.offline'] }),
  ).toBeVisible();
  await page.context().setOffline(false);
});

test('errors in German: a checkout step the shop cannot take reads the checkout’s German words, and what was typed stays', async ({
  page,
  baseURL,
}) => {
  await cartWithRedAurora(page, baseURL!);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: /Kontakt/ })).toBeVisible();
  const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ });
  await email.fill('greta@example.com');
  const commerce = await commerceDown(page, 'SetGuestEmailOnCart');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: checkoutMessagesDe['checkout.error.connection'] }),
  ).toBeVisible();
  await expect(email).toHaveValue('greta@example.com');
  await commerce.heal();
});

test('errors in German: a sign-in the account service refuses reads the account’s German words', async ({
  page,
  baseURL,
}) => {
  await (await germanSignIn(page, baseURL!, 'not Ada’s password')).click();
  await expect(
    page.getByRole('alert').filter({ hasText: accountMessagesDe['account.signIn.wrongCredentials'] }),
  ).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('ada@example.com');
});

test('no English on German pages: the account backend’s custom attributes on the registration form read in German', async ({
  page,
  baseURL,
}) => {
  await inGerman(page, baseURL!);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Nein, danke' }).click();
  // The tenant's own fields, asked for in the page's language (Accept-Language on the configuration call).
  await expect(page.getByLabel('Wann wir Sie am besten erreichen')).toBeVisible();
  await expect(page.getByText('Zum Beispiel: abends')).toBeVisible();
  const flavour = page.getByRole('combobox', { name: /Lieblingsgeschmack/ });
  await flavour.click();
  await page.getByRole('option', { name: 'Tabak' }).click();
  await expect(flavour).toHaveText('Tabak');
  await expect(page.getByText('Best time to reach you')).toHaveCount(0);
});

test('no English on German pages: a form-only page opened by a link says it takes forms, in German', async ({
  page,
  baseURL,
}) => {
  await inGerman(page, baseURL!);
  const answer = await page.request.get('/preferences/theme');
  expect(answer.status()).toBe(405);
  expect(await answer.text()).toContain('Diese Seite nimmt nur Formulare an, die mit POST gesendet werden.');
});
