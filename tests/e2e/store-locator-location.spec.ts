import { expect, test } from '@playwright/test';

test('location by IP: with the shopper’s consent, /stores opens with the stores nearest them listed before anything is typed', async ({
  page,
}) => {
  // The sandbox market (DE) asks for consent before the shopper's address is looked up.
  await page.goto('/');
  await page.getByRole('button', { name: 'Allow analytics' }).click();
  // The answer is stored once the banner has gone.
  await expect(page.getByRole('button', { name: 'Allow analytics' })).toBeHidden();
  await page.goto('/stores');
  await expect(
    page.getByRole('status').filter({ hasText: /stores near Berlin, nearest first\./ }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stores' }).getByRole('listitem').first()).toContainText(
    'Berlin',
  );
  await expect(page.getByRole('combobox', { name: 'City or postcode' })).toHaveValue('');
});

test('location by IP: without consent in a consent market, /stores opens as a search box and nothing is listed', async ({
  page,
}) => {
  await page.goto('/stores');
  await expect(page.getByRole('combobox', { name: 'City or postcode' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stores' })).toHaveCount(0);
});
