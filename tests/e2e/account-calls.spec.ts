import { expect, openPage, test, type Page } from './support/test';
import { accountBackends, expectNoAxeViolations, newShopper, register, signIn } from './support/accounts';

/** Moves focus with Tab until the named control has it, as a keyboard shopper would. */
async function tabTo(page: Page, name: string | RegExp, role: 'textbox' | 'button' = 'textbox') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

for (const backend of accountBackends) {
  test(`account (${backend} backend): the shopper changes the password in the profile by keyboard and signs in with the new one`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const shopper = newShopper('Sophie', 'Germain');
    await register(page, backend, shopper);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await expectNoAxeViolations(page);

    const newPassword = 'Changed!2027';
    await tabTo(page, 'Current password');
    await page.keyboard.type(shopper.password);
    await page.keyboard.press('Tab');
    await page.keyboard.type(newPassword);
    await tabTo(page, 'Repeat the new password');
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your new password is saved.' })).toBeVisible();

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sign-in?next=/account');
    await signIn(page, backend, shopper.email, newPassword);
    await expect(page).toHaveURL(/\/account$/);
    await page.context().close();
  });

  test(`account (${backend} backend): a pack code is registered with the devices by keyboard; a refused one stays typed`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await register(page, backend, newShopper('Lise', 'Meitner'));
    await page.goto('/account/devices');
    await expect(page.getByRole('heading', { name: 'Register a pack code' })).toBeVisible();

    await tabTo(page, 'Pack code');
    await page.keyboard.type('PACK-FAKE-0003');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('This code could not be registered.');
    await expect(page.getByRole('textbox', { name: 'Pack code' })).toHaveValue('PACK-FAKE-0003');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('PACK-GENUINE-0001');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your code is registered.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Pack code' })).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
