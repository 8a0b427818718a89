import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from './support/test';

test('journey: a shopper signs in, updates their consents, and signs out', async ({ browser }) => {
  const page = await openPage(browser);
  await page.goto('/sign-in?next=/account');
  await page.getByRole('button', { name: 'No, thanks' }).click();

  // A wrong password is explained and nothing typed is lost.
  await page.getByLabel('E-mail address').fill('ada@example.com');
  await page.getByLabel('Password').fill('not-it');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not right.');
  await expect(page.getByLabel('E-mail address')).toHaveValue('ada@example.com');

  await page.getByLabel('Password').fill('Sandbox!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeVisible();

  const news = page.getByRole('checkbox', { name: 'News by e-mail' });
  await news.click();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByText('Your choices are saved.')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'News by e-mail' })).toBeChecked();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.context().close();
});
