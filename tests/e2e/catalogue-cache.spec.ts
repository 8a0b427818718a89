import { expect, openPage, test } from './support/test';

test('catalogue cache: the second anonymous request for a product page is served from the page cache, a signed-in shopper is rendered their own', async ({
  request,
}) => {
  const first = await request.get('/products/AURORA');
  expect(first.status()).toBe(200);
  // Shared caches keep it longer than browsers: a change to the product purges it (see cache-invalidation.spec.ts).
  expect(first.headers()['cache-control']).toMatch(
    /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  const second = await request.get('/products/AURORA', { headers: { Cookie: '_ga=GA1.1.3003' } });
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(await second.text()).toContain('Aurora Device');

  const signedIn = await request.get('/products/AURORA', { headers: { Cookie: 'isUserLoggedIn=true' } });
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()['x-page-cache']).toBeUndefined();
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  const again = await request.get('/products/AURORA', { headers: { Cookie: 'isUserLoggedIn=true' } });
  expect(again.headers()['x-page-cache']).toBeUndefined();
});

test('catalogue cache: a product page served from the page cache asks the backend for its price once it is live', async ({
  browser,
}) => {
  // A first visitor's browser leaves its render in the page cache.
  await (await openPage(browser)).goto('/products/AURORA');
  const page = await openPage(browser);
  const asked = page.waitForRequest(
    (sent) => sent.url().includes('CatalogProducts') && sent.url().includes('AURORA'),
  );
  const response = await page.goto('/products/AURORA');
  expect(response!.headers()['x-page-cache']).toBe('hit');
  await asked;
  await expect(page.getByRole('heading', { name: 'Aurora Device' })).toBeVisible();
});
