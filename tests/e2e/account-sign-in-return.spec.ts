import { declineCookies, newShopper, register, signIn, type Shopper } from './support/accounts';
import { expect, openPage, test, type Page } from './support/test';

/** Forgets the browser's session, language choice and what it last agreed with the account: a returning customer. */
async function comeBackLater(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** Signs in on the sign-in page a shop page sent the customer to, with that page as `next`. */
async function signInFrom(page: Page, backend: 'newer' | 'older', from: string, shopper: Shopper) {
  await page.goto(`/sign-in?next=${encodeURIComponent(from)}`);
  await declineCookies(page);
  await signIn(page, backend, shopper.email, shopper.password);
}

test('sign-in (newer backend): a customer whose account language differs from the page lands on the product or cart page they came from, in their account language', async ({
  browser,
}) => {
  const page = await openPage(browser);
  const shopper = newShopper('Lena', 'Rückkehr');
  await register(page, 'newer', shopper);
  // Switching to German while signed in saves it as the account's language.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/preferredLanguage'),
  );
  await page.getByRole('contentinfo').getByRole('button', { name: 'Deutsch' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  for (const from of ['/products/AURORA', '/cart']) {
    await comeBackLater(page);
    await page.goto(from);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await signInFrom(page, 'newer', from, shopper);
    // Signing in leads to the page first; reading the account's language, switching and loading the German page
    // follow: more than 5 s on a busy machine.
    await expect(page).toHaveURL((url) => url.pathname === from, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 15_000 });
    await expect(page).toHaveURL((url) => url.pathname === from);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  }
  await page.context().close();
});

test('sign-in (older backend): a customer lands on the product or cart page they came from, in the language of that page (the older backend keeps no account language)', async ({
  browser,
}) => {
  const page = await openPage(browser);
  const shopper = newShopper('Lena', 'Rückkehr');
  await register(page, 'older', shopper);

  for (const [from, language] of [
    ['/products/AURORA', 'de'],
    ['/cart', 'en'],
  ] as const) {
    await comeBackLater(page);
    await page.goto(`${from}?lang=${language}`);
    await page.goto(`/sign-in?next=${encodeURIComponent(from)}`);
    await page.getByRole('button', { name: language === 'de' ? 'Nein, danke' : 'No, thanks' }).click();
    await page.getByLabel(language === 'de' ? 'E-Mail-Adresse' : 'E-mail address').fill(shopper.email);
    await page.getByLabel(language === 'de' ? 'Passwort' : 'Password').fill(shopper.password);
    await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'Sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === from, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  await page.context().close();
});
