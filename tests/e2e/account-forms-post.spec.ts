import type { Browser } from '@playwright/test';
import { expect, test, waitForHydration, type Page, type Route } from './support/test';
import {
  accountBackends,
  createAccount,
  declineCookies,
  fillRegistration,
  newShopper,
  SANDBOX_PASSWORD,
  storedUser,
} from './support/accounts';

/**
 * Hydration is deliberately late (site/app/lib/deferHydration.ts), so a shopper can press Enter in the server HTML. These
 * tests hold the page's scripts back, press Enter, and follow what the browser sends: every request it makes is
 * what the server's access path sees, so no secret or e-mail address may be in any of their URLs.
 */

const scripts = /\/assets\/.+\.js$/;
const holdScripts = (route: Route) => route.abort();

/** A page whose every request is remembered, in a context of its own (no hydration wait on its navigations). */
async function recordedPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const requests: Array<{ method: string; url: string; body: string | null }> = [];
  page.on('request', (request) =>
    requests.push({ method: request.method(), url: request.url(), body: request.postData() }),
  );
  return { page, requests };
}

/** Opens a page with its scripts held back, so it stays the server HTML until the test lets them through. */
async function openBeforeHydration(page: Page, path: string) {
  await page.route(scripts, holdScripts);
  await page.goto(path);
}

/** Lets the scripts through, so the page the form's post answers with hydrates, and checks the one open has not. */
async function releaseScripts(page: Page) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await page.unroute(scripts, holdScripts);
}

function expectInNoUrl(requests: Array<{ url: string }>, ...secrets: string[]) {
  for (const { url } of requests) {
    const decoded = decodeURIComponent(url);
    for (const secret of secrets) expect(decoded, url).not.toContain(secret);
  }
}

for (const backend of accountBackends) {
  test(`forms post: Enter in the sign-in form before hydration signs in, keeps the guest cart, and no URL carries the e-mail or password (${backend} backend)`, async ({
    browser,
  }) => {
    const { page, requests } = await recordedPage(browser);
    // As a guest, something in the cart first: signing in must not lose it.
    await page.goto('/products/CHARGER');
    await waitForHydration(page);
    await declineCookies(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /added|cart/i })
        .first(),
    ).toBeVisible();

    await openBeforeHydration(page, '/sign-in?next=/cart');
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
    await releaseScripts(page);
    await page.getByLabel('Password').press('Enter');

    await expect(page).toHaveURL(/\/cart$/);
    await expect.poll(() => storedUser(page).then((user) => user?.email)).toBe('ada@example.com');
    await expect(page.getByRole('main').getByText(/Charger/)).toBeVisible();
    const posted = requests.find(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/sign-in',
    );
    expect(posted?.body).toContain('password=');
    expect(
      requests.some(
        (request) => request.method === 'GET' && new URL(request.url).searchParams.has('password'),
      ),
    ).toBe(false);
    expectInNoUrl(requests, SANDBOX_PASSWORD, 'ada@example.com');
    await page.context().close();
  });

  test(`forms post: a wrong password sent before hydration is said in the shop's words and the e-mail stays (${backend} backend)`, async ({
    browser,
  }) => {
    const { page, requests } = await recordedPage(browser);
    await openBeforeHydration(page, '/sign-in');
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password').fill('not-it');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'The e-mail address or password is not right. Please check both and try again.',
    );
    await expect(page.getByLabel('E-mail address')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page).toHaveURL(/\/sign-in$/);
    expectInNoUrl(requests, 'not-it', 'ada@example.com');
    expect(await storedUser(page)).toBeNull();
    await page.context().close();
  });

  test(`forms post: Enter in the registration form before hydration keeps what was typed and asks for the required consent; then the account is made (${backend} backend)`, async ({
    browser,
  }) => {
    const { page, requests } = await recordedPage(browser);
    const shopper = newShopper('Grace', 'Hopper');
    await openBeforeHydration(page, '/register');
    await page.getByLabel('E-mail address').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('First name').fill(shopper.firstName);
    await page.getByLabel('Last name').fill(shopper.lastName);
    await releaseScripts(page);
    await page.getByLabel('Last name').press('Enter');

    // A checkbox cannot be ticked before the page runs, so the required one is asked for; nothing typed is lost.
    await expect(page.getByText('Please accept this to open an account.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(shopper.email);
    await expect(page.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/register$/);
    expectInNoUrl(requests, shopper.password, shopper.email);

    await waitForHydration(page);
    await fillRegistration(page, shopper);
    await createAccount(page, backend, shopper);
    expect((await storedUser(page))?.email).toBe(shopper.email);
    expectInNoUrl(requests, shopper.password, shopper.email);
    await page.context().close();
  });

  test(`forms post: the password reset request and the new password both work before hydration, with no secret in any URL (${backend} backend)`, async ({
    browser,
    request,
  }) => {
    const { page, requests } = await recordedPage(browser);
    const shopper = newShopper('Mary', 'Somerville');
    await page.goto('/register');
    await waitForHydration(page);
    await declineCookies(page);
    await fillRegistration(page, shopper);
    await createAccount(page, backend, shopper);

    await openBeforeHydration(page, '/password-reset');
    await page.getByLabel('E-mail address').fill(shopper.email);
    await page.getByLabel('E-mail address').press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'a link to reset your password is on its way' }),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(shopper.email);

    const sent = await request.get(`/sandbox/outbox/${encodeURIComponent(shopper.email)}`);
    expect(sent.status()).toBe(200);
    const { code: token } = (await sent.json()) as { code: string };
    const newPassword = 'Mechanism!1831';
    await page.goto(`/password-reset?token=${encodeURIComponent(token)}`);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByLabel('Repeat the new password').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your new password is saved.' })).toBeVisible();
    expectInNoUrl(requests, newPassword, shopper.password, shopper.email);

    // The new password is the one that works now.
    await page.unroute(scripts, holdScripts);
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill(shopper.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.context().close();
  });
}

test('forms post: every form in the server HTML of the account pages posts', async ({ request }) => {
  for (const path of ['/sign-in', '/register', '/password-reset', '/password-reset?token=t', '/account']) {
    // The account's pages are a signed-in shopper's (the login flag): a guest is sent to sign in.
    const html = await (
      await request.get(path, { headers: { Cookie: 'isUserLoggedIn=true' }, maxRedirects: 0 })
    ).text();
    const forms = html.match(/<form\b[^>]*>/g) ?? [];
    const withSecrets = forms.filter((form) => !/role="search"|action="\/preferences\//.test(form));
    expect(withSecrets.length, path).toBeGreaterThan(0);
    for (const form of withSecrets) expect(form, path).toContain('method="post"');
  }
});
