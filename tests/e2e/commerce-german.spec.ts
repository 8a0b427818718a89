import { expectNoAxeViolations, newShopper, register } from './support/accounts';
import { fillAddressInGerman } from './support/checkout';
import { expect, openPage, test, type Page } from './support/test';

/** Adds the product on the page in German and waits for the cart to say so. */
async function addToCart(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Warenkorb/ })
      .first(),
  ).toBeVisible();
}

test('commerce in German: product, cart with a refused coupon, checkout and the order read the German store view', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await openPage(browser);
  const shopper = newShopper('Greta', 'Deutsch');
  await register(page, 'newer', shopper);

  // A link with ?lang=de makes the shop German for the visit; every commerce call asks the German store view.
  await page.goto('/products/CASE?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const product = page.getByRole('main');
  await expect(product.getByRole('heading', { level: 1, name: 'Lederetui' })).toBeVisible();
  await expect(product.getByText('Schützt Ihr Gerät mit Stil.').first()).toBeVisible();
  await product.getByRole('radio', { name: /Schwarz/ }).check();
  await expectNoAxeViolations(page);
  await addToCart(page);
  await page.goto('/products/CHARGER');
  await expect(product.getByRole('heading', { level: 1, name: 'Schnellladegerät' })).toBeVisible();
  await addToCart(page);

  // The cart: names, the chosen colour, the tax line, the gift and a refused coupon in German.
  await page.goto('/cart');
  const cart = page.getByRole('main');
  await expect(cart.getByRole('link', { name: 'Lederetui' })).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Schnellladegerät' })).toBeVisible();
  await expect(cart.getByText('Farbe: Schwarz')).toBeVisible();
  await expect(cart.getByText(/Enthält MwSt\. 19 %/).first()).toBeVisible();
  await expect(cart.getByText(/Reiseetui \(Geschenk\)/).first()).toBeVisible();
  const promo = cart.getByRole('textbox', { name: 'Gutscheincode' });
  await promo.fill('WELCOME10');
  await cart.getByRole('button', { name: 'Einlösen' }).click();
  await expect(cart.getByText('Eingelöst: WELCOME10')).toBeVisible();
  await promo.fill('EXPIRED2023');
  await cart.getByRole('button', { name: 'Einlösen' }).click();
  await expect(cart.getByRole('form', { name: 'Gutscheincode' }).getByRole('status')).toHaveText(
    'Der Gutscheincode "EXPIRED2023" ist ungültig.',
  );
  await expectNoAxeViolations(page);

  // Checkout: countries, shipping and payment methods as the German store view names them.
  await page.goto('/checkout');
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  await expect(page.getByRole('heading', { name: /Kontakt/ })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: /Lieferadresse/ })).toBeVisible();
  const country = page.getByRole('combobox', { name: 'Land' });
  await expect(country).toHaveText(/Deutschland/);
  await country.click();
  await expect(page.getByRole('option', { name: 'Österreich' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Austria' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'Österreich' })).toBeHidden();
  await fillAddressInGerman(page, 'Greta', 'Deutsch');
  await expectNoAxeViolations(page);
  await next.click();
  await expect(page.getByRole('heading', { name: /Versand/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Kostenloser Versand/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Mit Sendungsverfolgung, 2–3 Werktage/ })).toBeVisible();
  await expect(page.getByText('Zustellung per Post.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();
  await expect(page.getByRole('heading', { name: /Zahlung/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Karte oder Wallet/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Banküberweisung/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();
  await expect(page.getByRole('heading', { name: /Prüfen und bestellen/ })).toBeVisible();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByText(`Ihre Bestellnummer lautet ${orderNumber}.`)).toBeVisible();

  // The order: its status label and what it was placed with, in the German store view's words.
  await page.goto(`/account/orders/${encodeURIComponent(orderNumber)}`);
  const order = page.getByRole('main');
  await expect(order.getByText(/Ausstehend|In Bearbeitung/).first()).toBeVisible();
  await expect(order.getByText('Lederetui').first()).toBeVisible();
  await expect(order.getByText(/Kostenloser Versand/).first()).toBeVisible();
  await expect(order.getByText(/Pending|Processing|Free Shipping|Leather Case/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});
