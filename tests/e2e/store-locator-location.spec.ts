import { expect, test } from '@playwright/test';

test('location by IP: with the shopper’s consent, /stores opens with the stores nearest them listed before anything is typed', async ({
  page,
}) => {
  // The sandbox market (DE) asks for consent before the shopper's address is looked up.
  await page.goto('/');
  await page.getByRole('button', { name: 'Allow analytics' }).click();
  // The answer is stored once the banner has gone.
  await expect(page.getByRole('button', { name: 'Allow analytics' })).toBeHidden();
  await page.goto('/stores');
  await expect(
    page.getByRole('status').filter({ hasText: /stores near Berlin, nearest first\./ }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stores' }).getByRole('listitem').first()).toContainText(
    'Berlin',
  );
  await expect(page.getByRole('combobox', { name: 'City or postcode' })).toHaveValue('');
});

test('location by IP: without consent in a consent market, nothing is looked up and /stores opens around the market’s place (Berlin)', async ({
  page,
}) => {
  const response = await page.goto('/stores');
  // The same page for every shopper: it may be cached.
  expect(response?.headers()['cache-control']).toMatch(/^public/);
  await expect(page.getByRole('combobox', { name: 'City or postcode' })).toHaveValue('');
  await expect(page.getByText(/^Stores around Berlin, to start with\./)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stores' }).getByRole('listitem').first()).toContainText(
    'Berlin',
  );
  await expect(page.getByText(/internet connection places you/)).toHaveCount(0);
});

test.describe('server-rendered list', () => {
  test.use({ javaScriptEnabled: false });

  test('server-rendered list: /stores lists the stores around its start in the HTML, before any script runs', async ({
    page,
  }) => {
    await page.goto('/stores');
    const stores = page.getByRole('list', { name: 'Stores' }).getByRole('article');
    await expect(stores.first()).toContainText('Berlin');
    expect(await stores.count()).toBeGreaterThan(1);
    await expect(
      page.getByRole('status').filter({ hasText: /stores near Berlin, nearest first\./ }),
    ).toBeVisible();
  });
});

test('store map: the map loads when scrolled to, its markers follow the list, and a marker chosen by keyboard opens its store', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/stores');
  const names = await page
    .getByRole('list', { name: 'Stores' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  const map = page.getByRole('region', { name: 'Map of the stores' });
  // Below the list, out of the first view: not loaded until the shopper scrolls to the plot that holds its place.
  await expect(map).toHaveCount(0);
  await page.getByTestId('store-plot').scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  const markers = map.getByRole('button', { name: /^Store \d+: / });
  await expect(markers).toHaveCount(names.length);
  await expect(markers.first()).toHaveAccessibleName(`Store 1: ${names[0]}`);
  // The shipped outlines are drawn under the markers (no tile server with the sandbox).
  await expect(map.locator('path').first()).toBeAttached();
  // Without streets to read distances from, rings around the searched place say how far the stores are.
  await expect(map.getByText(/^\d+ km$/).first()).toBeVisible();
  await markers.nth(1).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('button', { name: `Store details: ${names[1]}` });
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(details).toBeFocused();
  // Choosing in the list highlights the store's marker.
  await page.getByRole('button', { name: `Store details: ${names[0]}` }).click();
  await expect(markers.first()).toHaveAttribute('aria-current', 'true');
  await expect(markers.nth(1)).not.toHaveAttribute('aria-current');
});
