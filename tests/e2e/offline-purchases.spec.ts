import { expect, openPage, test } from './support/test';
import { declineCookies, expectNoAxeViolations, SANDBOX_PASSWORD, signIn } from './support/accounts';

/** The link the sandbox's consent e-mail carries (SANDBOX_CONSENT_HASH in the offline-purchases sandbox). */
const SANDBOX_CONSENT_HASH = '5f2b9c1e7a4d4e0b9c3f6a8d2e1b7c40';

test('offline purchases: the seeded shopper finds her in-store purchases below her online orders', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await page.goto('/sign-in?next=/account/orders');
  await declineCookies(page);
  const purchases = page.waitForResponse((response) =>
    /\/api\/leads\/[^/]+\/actions\/purchase$/.test(new URL(response.url()).pathname),
  );
  await signIn(page, 'newer', 'ada@example.com');
  await expect(page).toHaveURL(/\/account\/orders$/);
  expect((await purchases).status()).toBe(200);

  const section = page.getByRole('region', { name: 'In-store purchases' });
  await expect(section.getByRole('heading', { name: '2 November 2026', level: 3 })).toBeVisible();
  await expect(section.getByText('Flagship Store Berlin Mitte, Berlin')).toBeVisible();
  await expect(section.getByText('Total €92.00')).toBeVisible();
  await expect(section.getByText('Total €19.50')).toBeVisible();
  // Below the online orders, on the same page.
  const heading = page.getByRole('heading', { name: 'Your orders', level: 1 });
  expect((await heading.boundingBox())!.y).toBeLessThan((await section.boundingBox())!.y);
  await expectNoAxeViolations(page);
});

test('consent validation by hash: the shopper confirms by keyboard, the server validates, the outcome is said', async ({
  browser,
}) => {
  const page = await openPage(browser);
  const browserCalls: string[] = [];
  page.on('request', (request) => browserCalls.push(new URL(request.url()).pathname));
  await page.goto(`/consent/validate/${SANDBOX_CONSENT_HASH}`);
  await declineCookies(page);
  await expect(page.getByRole('heading', { name: 'Confirm your consent', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const confirm = page.getByRole('button', { name: 'Confirm my consent' });
  await confirm.focus();
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/consent/validate/'),
  );
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'your consent is confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The engagement service was asked by the server, never by the browser.
  expect(browserCalls.filter((path) => path.includes('/sandbox/engagement'))).toEqual([]);

  // A link no e-mail carried is answered 404 and said as an alert.
  await page.goto(`/consent/validate/${'0'.repeat(32)}`);
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Confirm my consent' }).click();
  expect((await refused).status()).toBe(404);
  await expect(
    page.getByRole('alert').filter({ hasText: 'We do not know this confirmation link' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

// The older engagement service runs on the `older-account-backend` project's server (ENGAGEMENT_API_URL at its root):
// the title names the backend, which is how that project picks this journey and the default one leaves it out.
test('offline purchases (older backend): signed in by keyboard, the shopper finds her in-store purchases through the older path, and confirms a consent there', async ({
  browser,
}) => {
  const page = await openPage(browser);
  const browserCalls: string[] = [];
  page.on('request', (request) => browserCalls.push(new URL(request.url()).pathname));
  await page.goto('/sign-in?next=/account/orders');
  await declineCookies(page);
  const purchases = page.waitForResponse((response) =>
    /^\/sandbox\/engagement\/consumers\/[^/]+\/actions\/purchase$/.test(new URL(response.url()).pathname),
  );
  await page.getByLabel('E-mail address').focus();
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(SANDBOX_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders$/);
  expect((await purchases).status()).toBe(200);

  const section = page.getByRole('region', { name: 'In-store purchases' });
  await expect(section.getByRole('heading', { name: '2 November 2026', level: 3 })).toBeVisible();
  await expect(section.getByText('Hamburg Airport kiosk, Hamburg')).toBeVisible();
  await expect(section.getByText('Total €92.00')).toBeVisible();
  // Only the older side's path was asked: none of the newer API's.
  expect(browserCalls.filter((path) => path.includes('/api/leads/'))).toEqual([]);
  await expectNoAxeViolations(page);

  // The consent link works the same on the older side: its POST /consent/validate/{hash} is the server's call.
  await page.goto(`/consent/validate/${SANDBOX_CONSENT_HASH}`);
  await page.getByRole('button', { name: 'Confirm my consent' }).focus();
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/consent/validate/'),
  );
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'your consent is confirmed' })).toBeVisible();
  // The browser never called the service's consent path itself.
  expect(browserCalls.filter((path) => path.startsWith('/sandbox/engagement/consent/'))).toEqual([]);
});
