import { expect, test, type Page } from './support/test';

/** Presses a footer language button from the keyboard: focus reaches it, Enter submits the switch. */
async function chooseLanguage(page: Page, name: 'Deutsch' | 'English') {
  const button = page.getByRole('contentinfo').getByRole('button', { name });
  await button.focus();
  await expect(button).toBeFocused();
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/preferences')),
    page.keyboard.press('Enter'),
  ]);
}

test('languages: the footer switch turns the shop German by keyboard (navigation, money, lang) and back to English', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Geräte' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Money as a German shopper writes it: the amount, a comma, then the euro sign.
  await navigation.getByRole('link', { name: 'Geschmacksrichtungen' }).click();
  await expect(page.getByText(/^6,50\s€$/).first()).toBeVisible();
  await expect(page.getByText(/^€6\.50$/)).toHaveCount(0);

  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flavours' }),
  ).toBeVisible();
  await expect(page.getByText(/^€6\.50$/).first()).toBeVisible();
});

test('languages: ?lang=de serves the German page without a cookie, and the page cache never hands it to an English shopper', async ({
  request,
}) => {
  const german = await (await request.get('/category/sticks?lang=de')).text();
  expect(german).toContain('<html lang="de"');
  expect(german).toMatch(/hreflang="en" href="[^"]*\/category\/sticks"/i);
  const english = await (await request.get('/category/sticks')).text();
  expect(english).toContain('<html lang="en"');
  expect(english).not.toContain('Hauptnavigation');
  // The same URL, once with the German cookie and once without: each gets its own copy.
  const withCookie = await (
    await request.get('/', { headers: { Cookie: `lang=${encodeURIComponent(btoa(JSON.stringify('de')))}` } })
  ).text();
  expect(withCookie).toContain('<html lang="de"');
  const withoutCookie = await (await request.get('/')).text();
  expect(withoutCookie).toContain('<html lang="en"');
});
