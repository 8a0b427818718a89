import { expect, openPage, test } from './support/test';
import { declineCookies, expectNoAxeViolations } from './support/accounts';

const phone = { viewport: { width: 390, height: 800 } };

test('phone menu: on a 390 px phone every header link is in reach through the menu, by keyboard, and the menu closes on a followed link and on Escape', async ({
  browser,
}) => {
  const page = await openPage(browser, phone);
  await page.goto('/');
  await declineCookies(page);
  const header = page.getByRole('banner');
  const menuButton = header.locator('summary');
  const stores = header.getByRole('link', { name: 'Stores' });
  await expect(menuButton).toHaveAccessibleName('Menu');
  await expect(stores).toBeHidden();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  for (const name of ['Devices', 'Flavours', 'Flavour finder', 'Club', 'Stores', 'Account'])
    await expect(header.getByRole('link', { name, exact: true })).toBeInViewport();
  await expectNoAxeViolations(page);

  // Escape closes it and leaves the focus on its button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(stores).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A followed link closes the menu on the page it opens.
  await page.keyboard.press('Enter');
  await stores.click();
  await page.waitForURL('**/stores');
  await expect(header.getByRole('link', { name: 'Stores' })).toBeHidden();
});

test('phone menu: in German, and without JavaScript, the menu opens and reaches the account', async ({
  browser,
}) => {
  const page = await openPage(browser, { ...phone, javaScriptEnabled: false });
  await page.goto('/?lang=de');
  const header = page.getByRole('banner');
  await expect(header.locator('summary')).toHaveAccessibleName('Menü');
  await header.locator('summary').click();
  await header.getByRole('link', { name: 'Konto' }).click();
  // A guest is sent to sign in first, in German.
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('phone menu: from a tablet up the links stand in the header and there is no menu button', async ({
  browser,
}) => {
  for (const width of [800, 1280]) {
    const page = await openPage(browser, { viewport: { width, height: 800 } });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.locator('summary')).toBeHidden();
    await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
    await page.context().close();
  }
});
