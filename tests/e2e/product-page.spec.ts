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

/** The main picture's address, decoded: the sandbox draws each picture in its colour (#b3261e red, #2c5fa8 blue). */
const mainPicture = (page: Page) =>
  page
    .getByRole('region', { name: 'Pictures of Aurora Device' })
    .getByRole('button', { name: /^Enlarge the picture/ })
    .getByRole('img');
const pictureSource = async (page: Page) =>
  decodeURIComponent((await mainPicture(page).getAttribute('src')) ?? '');

test('variant pictures: choosing Sunset Red shows the red device, in the address and after a reload', async ({
  page,
}) => {
  await page.goto('/products/AURORA');
  expect(await pictureSource(page)).toContain('#2c5fa8');
  await page.getByRole('radio', { name: /Sunset Red/ }).check();
  await expect(page).toHaveURL((url) => url.searchParams.get('colour') === 'AURORA-RED');
  await expect.poll(() => pictureSource(page)).toContain('#b3261e');
  await expect(mainPicture(page)).toHaveAttribute('alt', 'Aurora Device Sunset Red');
  expect(await pictureSource(page)).not.toContain('#2c5fa8');
  // The colour in the address is in the server's HTML: a shared link opens on the red device before any script.
  const html = await (await page.request.get('/products/AURORA?colour=AURORA-RED')).text();
  expect(html).toContain('alt="Aurora Device Sunset Red"');
  expect(html).not.toContain('alt="Aurora Device Ocean Blue"');
  await page.reload();
  await expect(page.getByRole('radio', { name: /Sunset Red/ })).toBeChecked();
  expect(await pictureSource(page)).toContain('#b3261e');
});

test('gallery: thumbnails pick the main picture by keyboard, and nothing moves when they do', async ({
  page,
}) => {
  await page.goto('/products/AURORA');
  const gallery = page.getByRole('region', { name: 'Pictures of Aurora Device' });
  const third = gallery.getByRole('button', { name: 'Show picture 3 of 3' });
  await expect(gallery.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Where the main picture stands on the page (tabbing may scroll the window, which moves nothing).
  const onThePage = () =>
    mainPicture(page).evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + window.scrollX, y: y + window.scrollY, width, height };
    });
  const before = await onThePage();
  await tabTo(page, third);
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(mainPicture(page)).toHaveAttribute('alt', 'Aurora Device Ocean Blue, close-up');
  expect(await onThePage()).toEqual(before);
});

test('gallery: the zoom opens by keyboard and Escape closes it, giving focus back to the picture', async ({
  page,
}) => {
  await page.goto('/products/AURORA');
  const opener = page.getByRole('button', { name: 'Enlarge the picture: Aurora Device Ocean Blue' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', { name: 'Aurora Device Ocean Blue' });
  await expect(zoom).toBeVisible();
  await expect(zoom.getByRole('img', { name: 'Aurora Device Ocean Blue' })).toBeVisible();
  await expect(zoom.getByRole('button', { name: 'Close the enlarged picture' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(opener).toBeFocused();
});

test('gallery: with reduced motion the zoom appears without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/products/AURORA');
  await page.getByRole('button', { name: /^Enlarge the picture/ }).click();
  const zoom = page.getByRole('dialog');
  await expect(zoom).toBeVisible();
  expect(await zoom.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});

test('quantity: outside the order limits is refused with the limit; within them the cart gets that many', async ({
  page,
}) => {
  await page.goto('/products/AURORA?colour=AURORA-BLUE');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('You can order at most 2 of this product.')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays, and nothing went to the cart.
  await expect(quantity).toHaveValue('3');
  await expect(page.getByText('Added to your cart.')).toBeHidden();
  await quantity.fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByLabel(/^Quantity of Aurora Device/)).toHaveText('2');
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

test('category pages: 30 accessories page through 24 at a time by keyboard, and a new sort starts again at the first page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/category/accessories');
  const products = page.getByRole('list', { name: 'Accessories' }).getByRole('listitem');
  await expect(page.getByText('30 products')).toBeVisible();
  await expect(products).toHaveCount(24);
  const pages = page.getByRole('navigation', { name: 'Product pages' });
  await expect(pages.getByText('Page 1 of 2')).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, pages.getByRole('link', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.search === '?page=2');
  await expect(products).toHaveCount(6);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  // The second page shows other products: it is its own canonical, as search engines advise for a paginated series.
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `${baseURL}/category/accessories?page=2`);
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Sort by' })
    .getByRole('link', { name: 'Price: low to high' })
    .click();
  await expect(page).toHaveURL((url) => url.search === '?sort=price-asc');
  await expect(products).toHaveCount(24);
  // A sorted copy names the unsorted page as canonical.
  await expect(canonical).toHaveAttribute('href', `${baseURL}/category/accessories`);

  // A page past the last is a dead link: a real 404, never an empty list.
  expect((await page.request.get('/category/accessories?page=3')).status()).toBe(404);
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

  test('category pages: the next page is a link that works before any script runs', async ({ page }) => {
    await page.goto('/category/accessories');
    await page
      .getByRole('navigation', { name: 'Product pages' })
      .getByRole('link', { name: 'Next page' })
      .click();
    await expect(page).toHaveURL((url) => url.search === '?page=2');
    await expect(page.getByRole('list', { name: 'Accessories' }).getByRole('listitem')).toHaveCount(6);
  });
});

test('product page in German: colour, thumbnails, zoom and quantity in German words, axe clean', async ({
  page,
}) => {
  await page.goto('/products/AURORA?colour=AURORA-RED&lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The German store view names the product in German.
  const gallery = page.getByRole('region', { name: 'Bilder von Aurora-Gerät' });
  await expect(gallery.getByRole('button', { name: 'Bild 1 von 3 zeigen' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const quantity = page.getByRole('spinbutton', { name: 'Menge' });
  await quantity.fill('0');
  await quantity.blur();
  await expect(page.getByText('Bitte bestellen Sie mindestens 1.')).toBeVisible();
  await expectNoAxeViolations(page);
  await gallery.getByRole('button', { name: /^Bild vergrößern/ }).press('Enter');
  await expect(page.getByRole('button', { name: 'Vergrößertes Bild schließen' })).toBeFocused();
  await expectNoAxeViolations(page);
});
