import { expect, openPage, test, type Browser, type Page, type Request } from './support/test';
import { declineCookies, expectNoAxeViolations, signIn } from './support/accounts';

/**
 * Ada's seeded orders: 000000001 complete and shipped with DHL, 000000002 processing, 3 pending, 4 canceled, 6 paid and
 * on its way with UPS.
 */
const SHIPPED_ORDER = '000000001';
const DHL_NUMBER = 'JD014600006281230417';

/** The shop's one read of the order history (the CustomerOrders query with the list's page size). */
const isHistoryRead = (request: Request) =>
  request.url().includes('/sandbox/commerce/graphql') &&
  (request.postData() ?? decodeURIComponent(request.url())).includes('query CustomerOrders') &&
  (request.postData() ?? decodeURIComponent(request.url())).includes('"pageSize":100');

/** Ada signed in on the newer account backend, on her order list. */
async function adasOrders(browser: Browser): Promise<Page> {
  const page = await openPage(browser);
  await page.goto('/sign-in?next=/account/orders');
  await declineCookies(page);
  await signIn(page, 'newer', 'ada@example.com');
  await expect(page).toHaveURL(/\/account\/orders$/);
  // The account keeps the language last chosen (a German test before): each test starts in English.
  await page.goto('/account/orders?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  return page;
}

/**
 * Switches a signed-in shopper back to English and waits until the account saved it as her preferred language
 * (PreferredLanguageSync), so later sign-ins of the same seeded shopper, in this spec or another, start in English.
 */
async function backToEnglish(page: Page): Promise<void> {
  await page.goto('/account/orders?lang=en');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('storefront.preferredLanguage') ?? ''))
    .toContain('"language":"en"');
}

const orderList = (page: Page) => page.getByRole('region', { name: /^(Your orders|Ihre Bestellungen)$/ });
const orderLinks = (page: Page) => orderList(page).getByRole('link', { name: /^(Order|Bestellung) \d+$/ });
// Ada's seeded orders: other specs place orders of hers too, so the list holds at least these, in any run order.
const seededOrderLinks = (page: Page) => orderLinks(page).filter({ hasText: /00000000[1-46]$/ });

test('orders: the list shows each order’s item pictures, loaded', async ({ browser }) => {
  const page = await adasOrders(browser);
  await expect(seededOrderLinks(page)).toHaveCount(5);
  const shipped = orderList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(`Order ${SHIPPED_ORDER}`) });
  // Two items (a device and sticks): two pictures, each drawn (not a broken image).
  const pictures = shipped.locator('img');
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toBeVisible();
    expect(
      await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
  }
  for (const card of await orderList(page).locator('li:has(> div > a)').all())
    await expect(card.locator('img').first()).toBeVisible();
});

test('orders: a search by order number narrows the list to it, with one history read per view, and its URL is served with the search', async ({
  browser,
}) => {
  const reads: string[] = [];
  const page = await openPage(browser);
  page.on('request', (request) => {
    if (isHistoryRead(request)) reads.push(request.url());
  });
  await page.goto('/sign-in?next=/account/orders');
  await declineCookies(page);
  await signIn(page, 'newer', 'ada@example.com');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.goto('/account/orders?lang=en');
  await expect(seededOrderLinks(page)).toHaveCount(5);
  // This view's one read of the history (sign-in's own view read it once before).
  reads.length = 0;
  await page.reload();
  await expect(seededOrderLinks(page)).toHaveCount(5);
  expect(reads).toHaveLength(1);

  await page.getByRole('searchbox', { name: 'Search your orders' }).fill('000000002');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders\?q=000000002$/);
  await expect(orderLinks(page)).toHaveText(['Order 000000002']);
  await expect(orderList(page).getByText('1 order', { exact: true })).toBeVisible();
  // Narrowing asks nothing again: the history read is the view's one.
  expect(reads).toHaveLength(1);

  // A product name finds the orders holding it.
  await page.getByRole('searchbox', { name: 'Search your orders' }).fill('charger');
  await orderList(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?q=charger$/);
  await expect(seededOrderLinks(page)).toHaveText(['Order 000000003']);

  // Without JavaScript the form is a GET to the same page, and the server renders it with the search filled in.
  const html = await (await page.request.get('/account/orders?q=000000002&status=processing')).text();
  expect(html).toMatch(/<form[^>]*action="\/account\/orders" method="get"/);
  expect(html).toMatch(/name="q"[^>]*value="000000002"|value="000000002"[^>]*name="q"/);
  expect(html).toMatch(/type="hidden" name="status" value="processing"/);
  // Opened from its address, the search stays in the field and narrows the list.
  await page.goto('/account/orders?q=000000002');
  await expect(page.getByRole('searchbox', { name: 'Search your orders' })).toHaveValue('000000002');
  await expect(orderLinks(page)).toHaveText(['Order 000000002']);
});

test('orders: the status filter narrows the list by keyboard, in the shopper’s language', async ({
  browser,
}) => {
  const page = await adasOrders(browser);
  const filter = page.getByRole('navigation', { name: 'Filter by status' });
  await expect(filter.getByRole('link')).toHaveText(['All', 'Pending', 'Processing', 'Complete', 'Canceled']);
  await filter.getByRole('link', { name: 'All' }).focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
  await expect(filter.getByRole('link', { name: 'Complete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders\?status=complete$/);
  await expect(orderLinks(page)).toHaveText([`Order ${SHIPPED_ORDER}`]);
  await expect(filter.getByRole('link', { name: 'Complete' })).toHaveAttribute('aria-current', 'true');

  try {
    await page.goto('/account/orders?status=complete&lang=de');
    const german = page.getByRole('navigation', { name: 'Nach Status filtern' });
    await expect(german.getByRole('link')).toHaveText([
      'Alle',
      'Ausstehend',
      'In Bearbeitung',
      'Abgeschlossen',
      'Storniert',
    ]);
    await expect(german.getByRole('link', { name: 'Abgeschlossen' })).toHaveAttribute('aria-current', 'true');
    await german.getByRole('link', { name: 'Storniert' }).focus();
    await page.keyboard.press('Enter');
    await expect(orderLinks(page)).toHaveText(['Bestellung 000000004']);
  } finally {
    await backToEnglish(page);
  }
});

test('orders: the order page’s progress marks the current step in words', async ({ browser }) => {
  const page = await adasOrders(browser);
  await page.goto('/account/orders/000000002');
  const progress = page.getByRole('region', { name: 'Progress' }).getByRole('list');
  // The marks are drawn beside the words; the words say which steps are done.
  await expect(progress.getByRole('listitem')).toContainText([
    'Placed (done)',
    'Paid',
    'Shipped',
    'Delivered',
  ]);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Paid');
  await expect(progress.locator('[aria-current="step"]')).not.toContainText('(done)');

  await page.goto('/account/orders/000000006');
  await expect(progress.locator('[aria-current="step"]')).toContainText('Shipped');
  await expect(progress.getByText('(done)')).toHaveCount(2);
  // Its parcel is on its way: nothing can stop it any more, so no cancellation is offered, though it is "processing".
  await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);

  await page.goto(`/account/orders/${SHIPPED_ORDER}`);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Delivered');
  await expect(progress.getByText('(done)')).toHaveCount(3);
});

test('orders: a shipped order links to its carrier’s tracking page with its number', async ({ browser }) => {
  const page = await adasOrders(browser);
  await page.goto(`/account/orders/${SHIPPED_ORDER}`);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking).toContainText('DHL Paket');
  const href = await tracking.getByRole('link', { name: DHL_NUMBER }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.hostname).toBe('www.dhl.com');
  expect(url.searchParams.get('tracking-id')).toBe(DHL_NUMBER);
});

test('orders: axe finds no violations on the order list and an order’s page, in English and in German', async ({
  browser,
}) => {
  const page = await adasOrders(browser);
  await expect(seededOrderLinks(page)).toHaveCount(5);
  await expectNoAxeViolations(page);
  await page.goto(`/account/orders/${SHIPPED_ORDER}`);
  await expect(page.getByRole('link', { name: DHL_NUMBER })).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    await page.goto('/account/orders?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(seededOrderLinks(page)).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Nach Status filtern' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/account/orders/${SHIPPED_ORDER}`);
    await expect(
      page.getByRole('region', { name: 'Fortschritt' }).locator('[aria-current="step"]'),
    ).toContainText('Zugestellt');
    await expect(page.getByRole('link', { name: DHL_NUMBER })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await backToEnglish(page);
  }
});
