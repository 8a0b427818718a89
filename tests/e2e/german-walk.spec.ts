import { expectNoAxeViolations, SANDBOX_PASSWORD } from './support/accounts';
import { fillAddressInGerman } from './support/checkout';
import { englishOfTheShop, phrasesIn, readableText } from './support/german';
import { expect, test, waitForHydration, type Page } from './support/test';
import routes from '../../site/app/routes';

/** The lang cookie as the footer's switch leaves it: every page of the visit is German. */
async function inGerman(page: Page, baseURL: string) {
  await page
    .context()
    .addCookies([{ name: 'lang', value: encodeURIComponent(btoa(JSON.stringify('de'))), url: baseURL }]);
}

/**
 * What a backend answers in English whatever language the shop asks in, taken out of the page's text before the
 * shop's English is looked for: docs/architecture.md ("Store views: market and language", "What still answers in one
 * language only") lists these sources. Whole texts, never single words, so the shop's own word beside them still counts.
 */
const answeredInEnglishByABackend: readonly string[] = [
  // The loyalty service's prizes (its spec has no language parameter): their names, brands and subtitles, as the
  // sandbox seeds them (features/src/backends/loyalty/sandbox/seed.ts).
  'Instant win: limited edition',
  'Flavour Lab',
  'Delivered to your door',
  // An order keeps the words of the store view it was placed in, as Magento's does: the demo customer's seeded orders
  // were placed in English (features/src/backends/commerce/sandbox/store.ts).
  'Free Shipping - Standard, 3-5 working days',
  'Free Shipping',
  // A coupon partner's brand name, the same in every language (features/src/backends/coupons/sandbox/seed.ts).
  'City Cinema',
];

/** The page's readable text less what a backend answers in English only. */
const shopText = (text: string) =>
  answeredInEnglishByABackend.reduce((rest, answered) => rest.split(answered).join('\n'), text);

/** The page is German: `<html lang="de">` and none of the shop's own English in anything a shopper reads or hears. */
async function expectGerman(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const text = shopText(await readableText(page, 'body'));
  expect
    .soft(phrasesIn(text, await englishOfTheShop()), `English on ${new URL(page.url()).pathname}`)
    .toEqual([]);
}

/** Every page a guest opens by its address, with the status it answers. */
const guestPages: ReadonlyArray<readonly [path: string, status: number]> = [
  ['/', 200],
  ['/faq', 200],
  ['/flavour-finder', 200],
  ['/flavour-finder?q1=2&q2=3&q3=2', 200],
  ['/category/devices', 200],
  ['/category/sticks', 200],
  ['/products/AURORA', 200],
  ['/products/STICKS-AMBER', 200],
  ['/search', 200],
  ['/search?q=amber', 200],
  ['/search?q=qwxyz', 200],
  ['/cart', 200],
  ['/checkout', 200],
  ['/stores', 200],
  ['/contact', 200],
  ['/loyalty', 200],
  ['/sign-in', 200],
  ['/sign-in?next=%2Faccount%2Forders', 200],
  ['/register', 200],
  ['/password-reset', 200],
  ['/consent/validate/not-a-hash', 200],
  ['/no-such-page', 404],
  ['/products/NO-SUCH-PRODUCT', 404],
  ['/category/no-such-category', 404],
];

/** Every account page, walked signed in as the demo customer. */
const accountPages = [
  '/account',
  '/account/profile',
  '/account/addresses',
  '/account/orders',
  '/account/orders/000000001',
  '/account/devices',
  '/account/loyalty',
  '/account/complaints',
  '/account/referrals',
  '/account/subscriptions',
  '/account/age-verification',
  '/account/newsletter',
  '/account/surveys',
  '/account/surveys/taste-profile',
  '/account/coupons',
];

/** The checkout's pages, walked by the journey below (a cart with an item, each step, the confirmation). */
const journeyPages = ['/cart', '/checkout', '/checkout/confirmation/:number'];

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** Every page route of the site (one with a component, not a resource route) as a pattern of its paths. */
const pageRoutes = (entries: readonly RouteEntry[]): RegExp[] =>
  entries.flatMap((entry) => [
    ...(entry.file.endsWith('.tsx') && (entry.index || entry.path !== undefined)
      ? [new RegExp(`^/${(entry.path ?? '').replace(/:[^/]+/g, '[^/]+').replace('*', '.+')}$`)]
      : []),
    ...pageRoutes(entry.children ?? []),
  ]);

const walked = [...guestPages.map(([path]) => path), ...accountPages, ...journeyPages].map(
  (path) => path.split('?')[0]!,
);

test('german walk: the English looked for comes from the shop dictionaries, less what German says alike, and every page route is walked', async () => {
  const english = await englishOfTheShop();
  expect(english).toEqual(
    expect.arrayContaining([
      'Add to cart',
      'Your cart',
      'Sign in',
      'Checkout',
      'Search',
      'quantity reduced to',
    ]),
  );
  // The same in both languages, or words German uses too: no sign of a leak.
  for (const alike of ['Club', 'ILUMA Club', 'E-Mail', 'Name', 'Status', 'Details'])
    expect(english).not.toContain(alike);
  for (const route of pageRoutes(routes as RouteEntry[]))
    expect(
      walked.filter((path) => route.test(path)),
      `walked pages of ${route}`,
    ).not.toEqual([]);
});

for (const [path, status] of guestPages)
  test(`german walk: ${path} as a guest reads German with lang="de" and none of the shop's English`, async ({
    page,
    baseURL,
  }) => {
    await inGerman(page, baseURL!);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expectGerman(page);
  });

test("german walk: every account page signed in as the demo customer reads German with none of the shop's English", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await inGerman(page, baseURL!);
  await page.goto('/sign-in');
  await page.getByLabel('E-Mail-Adresse').fill('ada@example.com');
  await page.getByLabel('Passwort').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/account$/);
  for (const path of accountPages)
    await test.step(path, async () => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectGerman(page);
    });
});

test('german journey: a first-time shopper goes from home to a placed order by German labels only, each page German and axe clean', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await inGerman(page, baseURL!);
  await page.goto('/');
  await page.getByRole('button', { name: 'Nein, danke' }).click();
  await expectGerman(page);

  await page.getByRole('link', { name: 'Zum Zubehör' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zubehör' })).toBeVisible();
  await page.getByRole('link', { name: 'Schnellladegerät' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schnellladegerät' })).toBeVisible();
  // A press before the page answers to clicks does nothing (the server's HTML is up before its code on a busy machine).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  // The cart's code loads on the first press, then the cart is made: more than 5 s on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: 'Zu Ihrem Warenkorb hinzugefügt.' })).toBeVisible({
    timeout: 15_000,
  });
  await expectGerman(page);

  await page.getByRole('link', { name: /^Warenkorb/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  await waitForHydration(page);
  const cart = page.getByRole('main');
  await expect(cart.getByRole('link', { name: 'Schnellladegerät' })).toBeVisible();
  await cart.getByRole('textbox', { name: 'Gutscheincode' }).fill('WELCOME10');
  await cart.getByRole('button', { name: 'Einlösen' }).click();
  await expect(cart.getByRole('form', { name: 'Gutscheincode' })).toContainText('Eingelöst: WELCOME10');
  await expectGerman(page);
  await expectNoAxeViolations(page);

  await cart.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  await expect(page.getByRole('heading', { name: /Kontakt/ })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(`erstkauf.${Date.now()}@example.com`);
  await expectGerman(page);
  await next.click();

  await expect(page.getByRole('heading', { name: /Lieferadresse/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Land' })).toHaveText(/Deutschland/);
  await fillAddressInGerman(page, 'Erika', 'Mustermann');
  await expectGerman(page);
  await next.click();

  await expect(page.getByRole('heading', { name: /Versand/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Kostenloser Versand/ })).toBeChecked();
  await expectGerman(page);
  await next.click();

  await expect(page.getByRole('heading', { name: /Zahlung/ })).toBeVisible();
  await page.getByRole('radio', { name: /Karte oder Wallet/ }).check();
  await expectGerman(page);
  await next.click();

  await expect(page.getByRole('heading', { name: /Prüfen und bestellen/ })).toBeVisible();
  await expectGerman(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByRole('main')).toContainText(`Ihre Bestellnummer lautet ${orderNumber}.`);
  await expectGerman(page);
  await expectNoAxeViolations(page);
});
