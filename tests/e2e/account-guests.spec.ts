import { accountPages } from '../../site/app/account/navigation';
import { accountSectionMessages } from '../../site/app/account/messages';
import { expect, openPage, test, type Page } from './support/test';
import {
  accountBackends,
  declineCookies,
  expectNoAxeViolations,
  signedInPage,
  signIn,
} from './support/accounts';

/**
 * Issue 28, guests on account pages: an account page needs a signed-in shopper, so a guest is sent to sign in (the
 * sign-in page saying what for) and, once signed in, lands back on the page they asked for. Never a backend's
 * sentence, never a page that loads for ever.
 */

/** Every account page of the navigation that lives under /account (the Club page is public), the overview and an order. */
const guarded = [
  '/account',
  ...accountPages.map((page) => page.to).filter((to) => to.startsWith('/account/')),
  '/account/orders/000000001',
];

/** What sign-in says a page needs: its own line, an order's that of the orders, the overview's the account's. */
function reasonFor(path: string): string {
  const page = accountPages.find((candidate) => path === candidate.to || path.startsWith(`${candidate.to}/`));
  const words: Record<string, string> = accountSectionMessages;
  return words[page?.signInReason ?? 'shell.account.signInReason'] ?? 'a reason for every account page';
}

const signInUrl = (path: string) =>
  new RegExp(`/sign-in\\?next=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function comesBackAfterSigningIn(page: Page, path: string, backend: 'newer' | 'older') {
  await signIn(page, backend, 'ada@example.com');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // The page itself, not the sign-in form again (the session check has run by the time the main region shows).
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  // Every account page says what it is in one top heading.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText("The current customer isn't authorized.")).toHaveCount(0);
}

for (const backend of accountBackends)
  for (const path of guarded) {
    test(`guests on account pages: a guest on ${path} lands on sign-in and comes back after signing in (${backend} backend)`, async ({
      browser,
    }) => {
      const page = await openPage(browser);
      const answer = await page.goto(path);
      // The server knows a guest (no login flag): the first answer is already the sign-in page.
      expect(answer?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${path}$`));
      await expect(page).toHaveURL(signInUrl(path));
      await expect(page.getByText(reasonFor(path))).toBeVisible();
      await declineCookies(page);
      await comesBackAfterSigningIn(page, path, backend);
      await page.context().close();
    });
  }

test("guests on account pages: a guest following the header's Account link (a client navigation) is sent to sign in and comes back to the account", async ({
  browser,
}) => {
  const page = await openPage(browser);
  await page.goto('/');
  await declineCookies(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(signInUrl('/account'));
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
  await comesBackAfterSigningIn(page, '/account', 'newer');
  await page.context().close();
});

test('guests on account pages: a browser that kept the login flag but lost its stored session is sent from /account/addresses to sign in and back, never left loading', async ({
  browser,
  baseURL,
}) => {
  const page = await openPage(browser);
  // The flag alone (local storage cleared, or another browser profile's cookie): the server takes it for a signed-in
  // shopper, so the page itself finds there is no session.
  await page.context().addCookies([{ name: 'isUserLoggedIn', value: 'true', url: baseURL! }]);
  await page.goto('/account/addresses');
  // A session gone from this browser ends as an expired one does: the flag is cleared and sign-in says why.
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount%2Faddresses&reason=session-expired$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your session has expired, so you were signed out. Please sign in again to go back to your account.',
  );
  await expect(page.getByText('Sign in to see and change your addresses.')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('isUserLoggedIn');
  await expect(page.getByText('Loading your addresses…')).toHaveCount(0);
  await declineCookies(page);
  await comesBackAfterSigningIn(page, '/account/addresses', 'newer');
  await expect(page.getByRole('heading', { name: 'Your addresses', level: 1 })).toBeVisible();
  await page.context().close();
});

for (const backend of accountBackends)
  test(`lapsed commerce token: a signed-in shopper whose commerce token lapsed is sent from the orders page to sign in again and back, never shown Magento's sentence (${backend} backend)`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, backend, 'ada@example.com');
    await declineCookies(page);
    // The commerce backend forgets the token (it lapsed); the account session and the browser's copy live on.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, magento_token: 'a-token-that-lapsed' }));
    });
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount%2Forders&reason=session-expired$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired, so you were signed out. Please sign in again to go back to your account.',
    );
    await expect(page.getByText("The current customer isn't authorized.")).toHaveCount(0);
    await comesBackAfterSigningIn(page, '/account/orders', backend);
    await expect(page.getByRole('main').getByText('000000001').first()).toBeVisible();
    await page.context().close();
  });

test('guests on account pages: the sign-in page says why the shopper was sent there, in English and German, and passes axe', async ({
  browser,
  baseURL,
}) => {
  const page = await openPage(browser);
  await page.goto('/account/orders');
  await expect(page.getByText('Sign in to see your orders.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The footer's language switch, as its cookie keeps it.
  await page
    .context()
    .addCookies([{ name: 'lang', value: encodeURIComponent(btoa(JSON.stringify('de'))), url: baseURL! }]);
  await page.goto('/account/orders');
  await expect(page.getByText('Melden Sie sich an, um Ihre Bestellungen zu sehen.')).toBeVisible();
  await page.context().close();
});

test("guests on account pages: a guest's order confirmation offers no link to an account's orders, a signed-in shopper's does", async ({
  browser,
}) => {
  const page = await openPage(browser);
  await page.goto('/checkout/confirmation/000000001');
  await expect(page.getByText('Your order number is 000000001.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your orders' })).toHaveCount(0);

  await page.goto('/sign-in?next=/checkout/confirmation/000000001');
  await declineCookies(page);
  await signIn(page, 'newer', 'ada@example.com');
  await expect(page).toHaveURL(/\/checkout\/confirmation\/000000001$/);
  await page.getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/000000001$/);
  await page.context().close();
});
