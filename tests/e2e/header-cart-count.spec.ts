import { expect, openPage, test } from './support/test';

/**
 * Issue 29, header: the cart button shows how many items the cart holds, updated as the shopper adds, rendered by the
 * server on the next page (from the count cookie), and never shown to another shopper through the page cache.
 */

test('header: the cart button counts the items added, at once and server-rendered on the next page, in both languages', async ({
  page,
  browser,
}) => {
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await page.goto('/products/CHARGER');
  await expect(cartLink).toHaveAccessibleName('Cart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart 1 item');

  // The next page's HTML carries the count before any script runs.
  const html = await (await page.request.get('/category/devices')).text();
  expect(html).toMatch(/Cart<\/span><span[^>]*><span aria-hidden="true">1<\/span>/);
  await page.goto('/category/devices');
  await expect(cartLink).toHaveAccessibleName('Cart 1 item');

  await page.goto('/cart');
  await page
    .getByRole('button', { name: /^One more/ })
    .first()
    .click();
  await expect(cartLink).toHaveAccessibleName('Cart 2 items');

  await page.goto('/category/devices?lang=de');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ })).toHaveAccessibleName(
    'Warenkorb 2 Artikel',
  );

  // Another shopper, on the same page the cache has just served with a count, has an empty cart.
  const stranger = await openPage(browser);
  await stranger.goto('/category/devices');
  await expect(stranger.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart',
  );
  await stranger.context().close();
});
