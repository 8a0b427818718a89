import { signIn } from './support/accounts';
import { addToCart } from './support/checkout';
import { expect, openPage, test, type Page } from './support/test';

// WCAG 1.4.10 Reflow: at 320 CSS px (and the common 390 px phone) no page scrolls sideways. Every page a guest
// reaches, with a product in the cart so the cart and the checkout's order summary have lines, and the account's
// pages for a signed-in customer.
const guestPages = [
  '/',
  '/iluma-club',
  '/flavours/amber',
  '/flavour-finder',
  '/flavour-finder?q1=2&q2=3&q3=2',
  '/faq',
  '/articles/flavour-guide',
  '/stores',
  '/search?q=amber',
  '/category/devices',
  '/category/sticks',
  '/products/AURORA',
  '/cart',
  '/checkout',
  '/contact',
  '/loyalty',
  '/sign-in',
  '/register',
  '/password-reset',
  '/no-such-page',
];

// What a customer sees differently from a guest: the account, the club as a member, a checkout with her details.
const customerPages = [
  '/checkout',
  '/loyalty',
  '/account',
  '/account/orders',
  '/account/profile',
  '/account/addresses',
  '/account/devices',
  '/account/loyalty',
  '/account/coupons',
  '/account/referrals',
  '/account/subscriptions',
  '/account/surveys',
  '/account/complaints',
  '/account/newsletter',
  '/account/age-verification',
];

const widths = [320, 390] as const;

/** How far the page reaches past the window's right edge, in CSS px (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What changes a page's layout once it has loaded: code, styles and data. Pictures keep their frame's size. */
const laysOut = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/**
 * Resolves once the page has had no code, style or data request in flight for a moment: lazy widgets' code and reads
 * have arrived and rendered. Playwright's networkidle waits for pictures too, and half a second each time, which over
 * some 70 page loads was most of the run.
 */
function quietNetwork(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => {
    if (laysOut.has(request.resourceType())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    await expect.poll(() => inFlight.size, { intervals: [50], message: 'requests in flight' }).toBe(0);
    await page.waitForTimeout(150);
    await expect.poll(() => inFlight.size, { intervals: [50], message: 'requests in flight' }).toBe(0);
  };
}

/**
 * Each page is loaded once per language, at the wider phone width, and measured there and at 320 px: resizing
 * re-lays the same page out, which is what the check is about, at half the page loads.
 */
async function expectReflow(page: Page, paths: readonly string[], language: 'en' | 'de') {
  const settled = quietNetwork(page);
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[1], height: 800 });
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`, {
      waitUntil: 'domcontentloaded',
    });
    await settled();
    for (const width of [...widths].reverse()) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path} at ${width} px: ${overflow} px too wide`);
    }
  }
  expect(overflowing, `pages that scroll sideways in ${language}`).toEqual([]);
}

for (const language of ['en', 'de'] as const) {
  test(`reflow (WCAG 1.4.10): no page scrolls sideways at 320 or 390 px for a guest, in ${language}`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await addToCart(page, 'CHARGER');
    await expectReflow(page, guestPages, language);
    await page.context().close();
  });

  test(`reflow (WCAG 1.4.10): no page scrolls sideways at 320 or 390 px for a signed-in customer, in ${language}`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await page.goto('/sign-in');
    await signIn(page, 'newer', 'ada@example.com');
    await page.waitForURL('**/account');
    // Her latest order's page too, whichever number the sandbox gave it.
    await page.goto('/account/orders');
    const order = await page
      .getByRole('main')
      .locator('a[href^="/account/orders/"]')
      .first()
      .getAttribute('href');
    try {
      await expectReflow(page, [...customerPages, ...(order ? [order] : [])], language);
    } finally {
      // A signed-in switch to German is saved as her account's language: it goes back to English for the specs that
      // sign her in after this one.
      if (language === 'de') {
        const saved = page.waitForResponse(
          (response) =>
            response.request().method() === 'PUT' && response.url().endsWith('/preferredLanguage'),
        );
        await page.goto('/account?lang=en');
        expect((await saved).ok()).toBe(true);
      }
    }
    await page.context().close();
  });
}
