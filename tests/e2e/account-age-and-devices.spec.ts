import { expect, openPage, test, type Page } from './support/test';
import {
  accountBackends,
  expectNoAxeViolations,
  newShopper,
  register,
  signIn,
  storedUser,
  type AccountBackend,
} from './support/accounts';

async function newShopperOn(page: Page, backend: AccountBackend, firstName: string, lastName: string) {
  const shopper = newShopper(firstName, lastName);
  await register(page, backend, shopper);
  return shopper;
}

for (const backend of accountBackends) {
  test(`account (${backend} backend): a document scan (sync) confirms the age at once, and the account remembers it`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const shopper = await newShopperOn(page, backend, 'Mary', 'Somerville');
    expect(await storedUser(page)).toMatchObject({ is_age_verified: false });

    await page.getByRole('link', { name: 'Verify your age' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your age' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Scan an identity document' }).check();
    await page.getByRole('button', { name: 'Confirm my age' }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(await storedUser(page)).toMatchObject({ is_age_verified: true });

    // The verification is the account's: after signing out and in again the shop still knows.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sign-in?next=/account/age-verification');
    await signIn(page, backend, shopper.email, shopper.password);
    await expect(page.getByText('Your age is confirmed. Thank you.')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ is_age_verified: true });
    await page.context().close();
  });

  test(`account (${backend} backend): a credit-bureau check (async) is followed until the provider answers; a minor's details are refused and stay typed`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await newShopperOn(page, backend, 'Emmy', 'Noether');
    await page.goto('/account/age-verification');
    await page.getByRole('radio', { name: 'Check with a credit bureau' }).check();
    await expect(page.getByLabel('First name')).toHaveValue('Emmy');
    await expect(page.getByLabel('Last name')).toHaveValue('Noether');

    const tenYearsAgo = `${new Date().getFullYear() - 10}-05-01`;
    await page.getByLabel('Date of birth').fill(tenYearsAgo);
    await page.getByRole('button', { name: 'Confirm my age' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Checking your details with the provider…' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not confirm your age with these details. Check them and try again, or choose another way.',
      { timeout: 15_000 },
    );
    await expect(page.getByLabel('Date of birth')).toHaveValue(tenYearsAgo);
    await expect(page.getByRole('radio', { name: 'Check with a credit bureau' })).toBeChecked();
    expect(await storedUser(page)).toMatchObject({ is_age_verified: false });
    await expectNoAxeViolations(page);

    await page.getByLabel('Date of birth').fill('1982-03-23');
    await page.getByRole('button', { name: 'Confirm my age' }).click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
    expect(await storedUser(page)).toMatchObject({ is_age_verified: true });
    await page.goto('/account/age-verification');
    await expect(page.getByText('Your age is confirmed. Thank you.')).toBeVisible();
    await page.context().close();
  });

  test(`account (${backend} backend): a device is registered with its code and removed again; a code the inventory fails on says try later and stays typed`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await newShopperOn(page, backend, 'Hedy', 'Lamarr');
    await page.getByRole('link', { name: 'Your devices' }).click();
    await expect(page.getByText('No device is registered to your account yet.')).toBeVisible();
    const code = page.getByLabel('Registration code');

    await code.fill('DEVICE-FAULTY-0005');
    await page.getByRole('button', { name: 'Register device' }).click();
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Processing error');
    await expect(problem).toContainText('Try later');
    await expect(code).toHaveValue('DEVICE-FAULTY-0005');
    await expectNoAxeViolations(page);

    await code.fill('DEVICE-NEW-0002');
    await page.getByRole('button', { name: 'Register device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your device is registered.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Heater 4 (Slate)' })).toContainText(
      'Registered on',
    );
    await expect(code).toHaveValue('');
    expect(await storedUser(page)).toMatchObject({ has_registered_device: true });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove Heater 4 (Slate)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Heater 4 (Slate) from your account?' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Heater 4 (Slate) is removed from your account.' }),
    ).toBeVisible();
    await expect(page.getByText('No device is registered to your account yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My devices' })).toBeFocused();
    expect(await storedUser(page)).toMatchObject({ has_registered_device: false });
    await page.context().close();
  });
}
