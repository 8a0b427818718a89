import AxeBuilder from '@axe-core/playwright';
import { declineCookies, fillRegistration, newShopper, register } from './support/accounts';
import { addToCart } from './support/checkout';
import { expect, openPage, test, type Page } from './support/test';

const PASSWORD = 'Sandbox!2026';

async function signIn(page: Page, next: string) {
  await page.goto(`/sign-in?next=${next}`);
  await page.getByRole('button', { name: 'No, thanks' }).click();
  await page.getByLabel('E-mail address').fill('ada@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

for (const theme of ['light', 'dark'] as const) {
  test(`session validation: an expired session on an account page signs the shopper out and sends them to sign in and back (${theme} theme)`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openPage(browser);
    await page
      .context()
      .addCookies([{ name: 'theme', value: encodeURIComponent(btoa(JSON.stringify(theme))), url: baseURL! }]);
    // The account page checks the fresh session once; the token is swapped only after that check, or it would be
    // that page (not the next) that finds the session gone.
    const checked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/account/session',
    );
    await signIn(page, '/account/addresses');
    expect((await checked).status()).toBe(200);

    // This browser still holds a session the account service no longer knows (it lapsed, or ended elsewhere).
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, session_token: 'sandbox-session-lapsed' }));
    });

    await page.goto('/account/profile?from=menu');
    // The check runs once the page has hydrated (after its load event) and the account service has answered: on a
    // busy machine that can take longer than an assertion's default 5 s.
    await expect(page).toHaveURL(
      /\/sign-in\?next=%2Faccount%2Fprofile%3Ffrom%3Dmenu&reason=session-expired$/,
      {
        timeout: 15_000,
      },
    );
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired, so you were signed out. Please sign in again to go back to your account.',
    );
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('isUserLoggedIn');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/profile\?from=menu$/);
    await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
    await page.context().close();
  });
}

test('session validation: a live session stays on the account page', async ({ browser }) => {
  const page = await openPage(browser);
  // The browser asks the shop's own server, which asks the account service (the token travels in the posted body).
  const validated = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/account/session',
  );
  await signIn(page, '/account');
  // Its answer is read on the page that asked (the account), before going on: a page left behind keeps no bodies.
  const answer = await validated;
  expect(answer.request().method()).toBe('POST');
  expect(await answer.json()).toEqual({ valid: true });
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.context().close();
});

test('cart merge: a shopper who registers keeps every item of their guest cart', async ({ browser }) => {
  const page = await openPage(browser);
  await addToCart(page, 'CHARGER');
  await register(page, 'newer', newShopper('Grace', 'Hopper'));

  await page.goto('/cart');
  const cart = page.getByRole('main');
  await expect(cart.getByText(/Charger/)).toBeVisible();
  await page.context().close();
});

test('cart merge: a guest cart that cannot move into the account at sign-in stays safe, and the cart page says so before anything else', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await addToCart(page, 'CHARGER');

  // The commerce backend refuses the move once; everything else goes through.
  let refused = 0;
  await page.route('**/sandbox/commerce/graphql', (route) => {
    if (!/\bmergeCarts\b/.test(route.request().postData() ?? '')) return route.fallback();
    refused += 1;
    return route.fulfill({ status: 500, body: 'Internal Server Error' });
  });
  await page.goto('/register');
  await declineCookies(page);
  await fillRegistration(page, newShopper('Grace', 'Hopper'));
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  expect(refused).toBeGreaterThan(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'we could not move your cart into your account yet' }),
  ).toBeVisible();
  await page.context().close();
});
