import { expect, openPage, test, type Page } from './support/test';
import { declineCookies, expectNoAxeViolations } from './support/accounts';

const phone = { viewport: { width: 390, height: 800 } };

/** The layout shifts of the page's main content since it started loading: 0 when the server's HTML is its final shape. */
const mainContentShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> };
        const main = document.querySelector('main');
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Shift[])
              .filter((shift) => shift.sources.some(({ node }) => node && main?.contains(node)))
              .reduce((sum, shift) => sum + shift.value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // No shift at all is no entry: the observer then never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );

test('category on a phone: the first product is in the first screen; sort and filter wait behind one button that opens by keyboard, and a filter chosen there applies and is counted on it', async ({
  browser,
}) => {
  const page = await openPage(browser, phone);
  await page.goto('/category/sticks');
  await declineCookies(page);
  const products = page.getByRole('list', { name: 'Flavour sticks' });
  await expect(products.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
  expect(await mainContentShift(page)).toBe(0);

  const panelButton = page.getByRole('main').locator('summary');
  await expect(panelButton).toHaveAccessibleName('Sort and filter');
  const sorting = page.getByRole('navigation', { name: 'Sort by' });
  await expect(sorting).toBeHidden();
  await expectNoAxeViolations(page);

  // Tab reaches the button, Enter opens the panel, Escape closes it and keeps the focus on the button.
  for (let presses = 0; presses < 30; presses += 1) {
    if (await panelButton.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(panelButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sorting).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(sorting).toBeHidden();
  await expect(panelButton).toBeFocused();

  await page.keyboard.press('Enter');
  const mint = page
    .getByRole('navigation', { name: 'Filter by Flavour' })
    .getByRole('link', { name: 'Mint (1)' });
  await mint.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.search === '?flavor=Mint');
  await expect(products.getByRole('link')).toHaveText(['Mint Sticks']);
  // The new page's panel is closed again, says how many filters are on, and the product is still in the first screen.
  await expect(panelButton).toHaveAccessibleName('Sort and filter (1 filter on)');
  await expect(sorting).toBeHidden();
  await expect(products.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
  await page.context().close();
});

test('category on a phone in the dark theme: the open panel is axe clean', async ({ browser, baseURL }) => {
  const page = await openPage(browser, phone);
  await page.context().addCookies([{ name: 'theme', value: 'ImRhcmsi', url: baseURL! }]);
  await page.goto('/category/sticks?flavor=Mint');
  await declineCookies(page);
  await page.getByRole('main').locator('summary').click();
  await expect(page.getByRole('navigation', { name: 'Sort by' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('category on a phone without JavaScript, in German: the panel opens and a filter chosen in it applies', async ({
  browser,
}) => {
  const page = await openPage(browser, { ...phone, javaScriptEnabled: false });
  await page.goto('/category/sticks?lang=de');
  const products = page.getByRole('list', { name: 'Geschmackssticks' });
  await expect(products.getByRole('listitem').first()).toBeInViewport();
  const panelButton = page.getByRole('main').locator('summary');
  await expect(panelButton).toHaveAccessibleName('Sortieren und filtern');
  const flavours = page.getByRole('navigation', { name: 'Nach Geschmack filtern' });
  await expect(flavours).toBeHidden();

  await panelButton.click();
  const first = flavours.getByRole('link').first();
  const chosen = new URL((await first.getAttribute('href'))!, 'http://shop').search;
  await first.click();
  await expect(page).toHaveURL((url) => url.search === chosen);
  await expect(products.getByRole('listitem')).toHaveCount(1);
  await expect(panelButton).toHaveAccessibleName('Sortieren und filtern (1 Filter aktiv)');
  await page.context().close();
});

test('category from a tablet up: sort and filters stand on the page, with no button before them', async ({
  browser,
}) => {
  for (const width of [800, 1280]) {
    const page = await openPage(browser, { viewport: { width, height: 800 } });
    await page.goto('/category/sticks');
    await expect(page.getByRole('main').locator('summary')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Sort by' })).toBeVisible();
    await page.context().close();
  }
});
