import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, signedInPage } from './support/accounts';

const cameraAllowed = (page: Page) =>
  page.evaluate(
    () =>
      (
        document as { featurePolicy?: { allowsFeature(feature: string): boolean } }
      ).featurePolicy?.allowsFeature('camera') ?? null,
  );

test('loyalty scan: the pack-code scan opens the camera, also after an in-app link from a page whose document forbids it, and only the scanning page allows the camera', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'newer', 'ada@example.com');
  // The account overview, like every other page, keeps the camera off.
  expect(await cameraAllowed(page)).toBe(false);

  // An in-app link keeps the overview's document: Scan loads the scanning page anew, then the scan starts.
  await page.getByRole('link', { name: 'Earn club points' }).first().click();
  await page.waitForURL('**/account/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: 'Earn club points' })).toBeVisible();
  expect(await cameraAllowed(page)).toBe(false);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await reloaded;
  expect(await cameraAllowed(page)).toBe(true);
  const camera = page.getByLabel('Camera view for scanning a QR code');
  await expect(camera).toBeVisible();
  await expect
    .poll(() => camera.evaluate((video: HTMLVideoElement) => video.readyState >= 2 && !video.paused))
    .toBe(true);
  await expect(page.getByText('The camera cannot be used here. Please type the code instead.')).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Stop scanning' }).click();
  await expect(camera).toHaveCount(0);
  // Loaded directly, the scanning page's own document allows the camera: Scan opens it at once.
  await page.reload();
  expect(await cameraAllowed(page)).toBe(true);
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(page.getByLabel('Camera view for scanning a QR code')).toBeVisible();

  const response = await page.request.get('/account/loyalty');
  expect(response.headers()['permissions-policy']).toContain('camera=(self)');
  expect((await page.request.get('/account')).headers()['permissions-policy']).toContain('camera=()');
});

test('wallet passes: Apple Wallet gets a signed .pkpass file and Google Wallet a save link carrying the card, never a JSON download', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'newer', 'ada@example.com');
  await page.goto('/account/loyalty');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  const pass = await download;
  expect(pass.suggestedFilename()).toBe('loyalty-card.pkpass');
  const bytes = await readFile((await pass.path())!);
  // A zip archive (the pass bundle), not the JSON description the sandbox once handed out.
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(bytes.length).toBeGreaterThan(2_000);

  // Google's page is on the internet; the journey only needs to see the shop send the shopper there.
  await page.route('https://pay.google.com/**', (route) =>
    route.fulfill({ body: 'Google Wallet', contentType: 'text/plain' }),
  );
  await page.getByRole('button', { name: 'Add to Google Wallet' }).click();
  await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
});
