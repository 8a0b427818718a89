import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused({ timeout: 1 });
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('product page: the title and the only h1 are the product name', async ({ page }) => {
  await page.goto('/products/AURORA');
  await expect(page).toHaveTitle('Aurora Device · Storefront');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Aurora Device']);
});

test('product page: gallery left and buying right at 1280 px, one column at 375 px', async ({ page }) => {
  const gallery = page.getByRole('region', { name: 'Pictures of Aurora Device' });
  const heading = page.getByRole('heading', { level: 1, name: 'Aurora Device' });
  const addToCart = page.getByRole('button', { name: 'Add to cart' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products/AURORA');
  const wide = { gallery: await box(gallery), heading: await box(heading), button: await box(addToCart) };
  expect(wide.heading.x).toBeGreaterThanOrEqual(wide.gallery.x + wide.gallery.width);
  expect(wide.heading.y).toBeLessThan(wide.gallery.y + wide.gallery.height);
  expect(wide.button.y).toBeLessThan(wide.gallery.y + wide.gallery.height);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/products/AURORA');
  const narrow = { gallery: await box(gallery), heading: await box(heading) };
  expect(narrow.heading.y).toBeGreaterThanOrEqual(narrow.gallery.y + narrow.gallery.height);
  expect(Math.abs(narrow.heading.x - narrow.gallery.x)).toBeLessThan(2);
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test('product page: the gallery pages through its pictures by keyboard', async ({ page }) => {
  await page.goto('/products/AURORA');
  const gallery = page.getByRole('region', { name: 'Pictures of Aurora Device' });
  const next = gallery.getByRole('button', { name: 'Next picture' });
  const previous = gallery.getByRole('button', { name: 'Previous picture' });
  const first = gallery.getByRole('group', { name: 'Picture 1 of 3' });
  const last = gallery.getByRole('group', { name: 'Picture 3 of 3' });
  const galleryBox = await box(gallery);
  // The first picture is in view, the last out of it, until the keyboard pages on.
  expect((await box(last)).x).toBeGreaterThanOrEqual(galleryBox.x + galleryBox.width - 1);
  await expect(previous).toBeDisabled();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(next).toBeDisabled();
  await expect.poll(async () => Math.round((await box(last)).x - galleryBox.x)).toBeLessThan(20);
  await expect
    .poll(async () => (await box(first)).x + (await box(first)).width)
    .toBeLessThanOrEqual(galleryBox.x + 1);
});

test("product page: the gallery's carousel code comes with the first interaction, and nothing moves when it does", async ({
  page,
}) => {
  const carouselRequests: string[] = [];
  page.on('request', (request) => {
    if (/embla-carousel/.test(request.url())) carouselRequests.push(request.url());
  });
  await page.goto('/products/AURORA');
  const gallery = page.getByRole('region', { name: 'Pictures of Aurora Device' });
  const first = gallery.getByRole('group', { name: 'Picture 1 of 3' });
  const second = gallery.getByRole('group', { name: 'Picture 2 of 3' });
  await expect(first.getByRole('img')).toBeVisible();
  // Where the picture stands on the page (hovering may scroll the window, which moves nothing).
  const onThePage = () =>
    first.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + window.scrollX, y: y + window.scrollY, width, height };
    });
  const before = await onThePage();
  await page.waitForLoadState('networkidle');
  expect(carouselRequests, 'carousel code on first load').toEqual([]);

  await gallery.hover();
  await expect.poll(() => carouselRequests.length).toBe(1);
  await expect.poll(async () => (await gallery.locator('[style*="transform"]').count()) > 0).toBe(true);
  expect(await onThePage()).toEqual(before);
  await gallery.getByRole('button', { name: 'Next picture' }).click();
  const galleryBox = await box(gallery);
  await expect.poll(async () => Math.round((await box(second)).x - galleryBox.x)).toBeLessThan(20);
});

test('product page: the breadcrumb leads to the product category, and related products are shown', async ({
  page,
}) => {
  await page.goto('/products/AURORA');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Devices', 'Aurora Device']);
  await expect(breadcrumb.getByText('Aurora Device')).toHaveAttribute('aria-current', 'page');
  const related = page.getByRole('list', { name: 'Goes well with' });
  await expect(related.getByRole('link')).toHaveText([
    'Leather Case',
    'Fast Charger',
    'Amber Sticks',
    'Ruby Sticks',
  ]);
  await breadcrumb.getByRole('link', { name: 'Devices' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/category/devices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Devices');
});

test('category page: sorting applies as it is chosen, by keyboard, without a Sort button; a filter then keeps it, and the URL says both', async ({
  page,
}) => {
  await page.goto('/category/sticks');
  const products = page.getByRole('list', { name: 'Flavour sticks' }).getByRole('link');
  await expect(products).toHaveText(['Amber Sticks', 'Mint Sticks', 'Ruby Sticks', 'Arctic Sticks']);
  await expect(page.getByRole('button', { name: 'Sort' })).toHaveCount(0);

  const sorting = page.getByRole('navigation', { name: 'Sort by' });
  await expect(sorting.getByRole('link', { name: /^Recommended/ })).toHaveAttribute('aria-current', 'true');
  await tabTo(page, sorting.getByRole('link', { name: 'Price: high to low' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.search === '?sort=price-desc');
  await expect(products).toHaveText(['Ruby Sticks', 'Amber Sticks', 'Mint Sticks', 'Arctic Sticks']);

  const mint = page
    .getByRole('navigation', { name: 'Filter by Flavour' })
    .getByRole('link', { name: 'Mint (1)' });
  await tabTo(page, mint);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.search === '?sort=price-desc&flavor=Mint');
  await expect(products).toHaveText(['Mint Sticks']);
  await expect(
    page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: /^Price: high to low/ }),
  ).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('category page: the sort and filter links work before any script runs', async ({ page }) => {
    await page.goto('/category/sticks');
    await page
      .getByRole('navigation', { name: 'Sort by' })
      .getByRole('link', { name: 'Name: A to Z' })
      .click();
    await expect(page).toHaveURL((url) => url.search === '?sort=name-asc');
    const products = page.getByRole('list', { name: 'Flavour sticks' }).getByRole('link');
    await expect(products).toHaveText(['Amber Sticks', 'Arctic Sticks', 'Mint Sticks', 'Ruby Sticks']);
    await page.getByRole('link', { name: 'Amber (1)' }).click();
    await expect(page).toHaveURL((url) => url.search === '?sort=name-asc&flavor=Amber');
    await expect(products).toHaveText(['Amber Sticks']);
  });
});
