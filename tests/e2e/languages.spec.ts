import { expectNoAxeViolations, newShopper, register, SANDBOX_PASSWORD, signIn } from './support/accounts';
import { expect, test, type Page } from './support/test';

/** Presses a footer language button from the keyboard: focus reaches it, Enter submits the switch. */
async function chooseLanguage(page: Page, name: 'Deutsch' | 'English') {
  const button = page.getByRole('contentinfo').getByRole('button', { name });
  await button.focus();
  await expect(button).toBeFocused();
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/preferences')),
    page.keyboard.press('Enter'),
  ]);
}

test('languages: the footer switch turns the shop German by keyboard (navigation, money, lang) and back to English', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Geräte' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Money as a German shopper writes it: the amount, a comma, then the euro sign.
  await navigation.getByRole('link', { name: 'Geschmacksrichtungen' }).click();
  await expect(page.getByText(/^6,50\s€$/).first()).toBeVisible();
  await expect(page.getByText(/^€6\.50$/)).toHaveCount(0);

  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flavours' }),
  ).toBeVisible();
  await expect(page.getByText(/^€6\.50$/).first()).toBeVisible();
});

test('languages: ?lang=de serves the German page without a cookie, and the page cache never hands it to an English shopper', async ({
  request,
  playwright,
  baseURL,
}) => {
  const german = await (await request.get('/category/sticks?lang=de')).text();
  expect(german).toContain('<html lang="de"');
  expect(german).toMatch(/hreflang="en" href="[^"]*\/category\/sticks"/i);
  // Another shopper, who never followed a German link.
  const englishShopper = await playwright.request.newContext({ baseURL });
  const english = await (await englishShopper.get('/category/sticks')).text();
  expect(english).toContain('<html lang="en"');
  expect(english).not.toContain('Hauptnavigation');
  // The same URL, once with the German cookie and once without: each gets its own copy.
  const withCookie = await (
    await request.get('/', { headers: { Cookie: `lang=${encodeURIComponent(btoa(JSON.stringify('de')))}` } })
  ).text();
  expect(withCookie).toContain('<html lang="de"');
  const withoutCookie = await (await englishShopper.get('/')).text();
  expect(withoutCookie).toContain('<html lang="en"');
  await englishShopper.dispose();
});

test('languages: a German link keeps the shop German: from /?lang=de the first click opens a German page', async ({
  page,
}) => {
  await page.goto('/?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Geräte' })
    .click();
  await expect(page).toHaveURL(/\/category\/devices$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

/** The page's language as the footer switch leaves it: the lang cookie. */
async function inGerman(page: Page) {
  await page.context().addCookies([
    {
      name: 'lang',
      value: encodeURIComponent(btoa(JSON.stringify('de'))),
      url: page.url() || 'http://localhost',
    },
  ]);
}

// Words of the shop's own English that would give away a widget left untranslated (never in the demo's product data).
const englishGiveaways = [
  'Add to cart',
  'Your cart',
  'Go to checkout',
  'Promo code',
  'Subtotal',
  'Remove',
  'Goes well with',
  'Sort by',
  'Clear filters',
  'Loading',
  'Try again',
  'Continue',
  'Sign in',
  'Checkout',
  'E-mail address',
  'Step ',
  'Your orders',
  'Your details',
];

async function expectNoEnglish(page: Page) {
  const text = await page.getByRole('main').innerText();
  expect(englishGiveaways.filter((words) => text.includes(words))).toEqual([]);
}

const germanMoney = /^\d{1,3}(\.\d{3})*,\d{2}\s€$/;

test('languages: product, cart and checkout read in German: German headings, money as 12,90 €, no English words, axe clean', async ({
  page,
}) => {
  await page.goto('/');
  await inGerman(page);
  await page.goto('/category/devices');
  await expect(page).toHaveTitle('Geräte · Storefront');
  await expect(page.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();
  await page.getByRole('button', { name: 'Nein, danke' }).click();
  await expect(page.getByLabel('Sortieren nach')).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/products/CHARGER');
  await expect(page.getByRole('navigation', { name: 'Brotkrumennavigation' })).toContainText('Startseite');
  await expect(page.getByText(germanMoney).first()).toBeVisible();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zu Ihrem Warenkorb hinzugefügt.' })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);

  await page.goto('/cart');
  await expect(page).toHaveTitle('Ihr Warenkorb · Storefront');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  await expect(page.getByText('Gesamtsumme')).toBeVisible();
  await expect(page.getByText(germanMoney).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);

  await page.goto('/checkout');
  await expect(page).toHaveTitle('Kasse · Storefront');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Kontakt/ })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);
});

test('languages: the account overview in German leads with its pages as cards on a phone, and the side navigation marks the current page on desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await inGerman(page);
  await page.goto('/sign-in?next=/account');
  await page.getByRole('button', { name: 'Nein, danke' }).click();
  await page.getByLabel('E-Mail-Adresse').fill('ada@example.com');
  await page.getByLabel('Passwort').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Konto' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('navigation', { name: 'Konto' }).getByRole('link');
  await expect(cards.first()).toHaveAccessibleName(/^Ihre Bestellungen/);
  // Leaving comes last: the closing buttons follow the cards, the consents and the privacy request.
  const closing = page.getByRole('button', { name: 'Mein Konto kündigen' });
  expect(
    await closing.evaluate(
      (button, card) =>
        Boolean(card && card.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
      await cards.first().elementHandle(),
    ),
  ).toBe(true);
  await closing.click();
  await expect(page.getByRole('dialog', { name: 'Ihr Konto kündigen?' })).toContainText('nicht rückgängig');
  await page.getByRole('button', { name: 'Konto behalten' }).click();
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);

  await cards.first().click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('link', { name: 'Zurück zu Ihrem Konto' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Konto' })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  const side = page.getByRole('navigation', { name: 'Konto' });
  await expect(side.getByRole('link', { name: 'Ihre Bestellungen' })).toHaveAttribute('aria-current', 'page');
  await expect(side.getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Zurück zu Ihrem Konto' })).toBeHidden();
  await expectNoAxeViolations(page);
});

test('sign-in: a customer whose account language differs from the page lands where they were going, in their language', async ({
  page,
}) => {
  // A new customer on the newer backend saves German as their language by switching to it while signed in.
  const shopper = newShopper('Lena', 'Sprache');
  await register(page, 'newer', shopper);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/preferredLanguage'),
  );
  await chooseLanguage(page, 'Deutsch');
  expect((await saved).ok()).toBe(true);

  // Later, in a browser that remembers nothing, they sign in from an English page that leads to their orders.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/sign-in?next=%2Faccount%2Forders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(page, 'newer', shopper.email, shopper.password);

  // Signing in, saving the language and loading the German page: more than 5 s on a busy machine.
  await expect(page).toHaveURL(/\/account\/orders$/, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Bestellungen' })).toBeVisible();
});
