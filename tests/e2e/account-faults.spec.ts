import { expect, openPage, test, waitsForHydration } from './support/test';
import {
  accountBackends,
  endSessionOnServer,
  expectNoAxeViolations,
  failAccountCall,
  newShopper,
  register,
  signIn,
  storedUser,
} from './support/accounts';

const SESSION_EXPIRED =
  'Your session has expired. Sign in again in another tab; what you typed is still here.';
const SAVE_FAILED = 'We could not save your changes just now. They are still here; please try again.';

for (const backend of accountBackends) {
  test(`account (${backend} backend): a session that expires while the shopper types their details keeps what was typed, says to sign in again in another tab, and saves once they have`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const shopper = newShopper('Katherine', 'Johnson');
    await register(page, backend, shopper);
    await page.goto('/account/profile');
    await page.getByLabel('First name').fill('Kathy');
    await page.getByLabel('Phone number (optional)').fill('+49 151 2223334');
    const before = await storedUser(page);

    await endSessionOnServer(page, backend);
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByRole('alert')).toHaveText(SESSION_EXPIRED);
    await expect(page.getByLabel('First name')).toHaveValue('Kathy');
    await expect(page.getByLabel('Phone number (optional)')).toHaveValue('+49 151 2223334');
    expect(await storedUser(page)).toEqual(before);
    await expectNoAxeViolations(page);

    const other = waitsForHydration(await page.context().newPage());
    await other.goto('/sign-in');
    await signIn(other, backend, shopper.email, shopper.password);
    await expect(other).toHaveURL(/\/account$/);

    await page.bringToFront();
    await expect(page.getByLabel('First name')).toHaveValue('Kathy');
    await expect(page.getByLabel('Phone number (optional)')).toHaveValue('+49 151 2223334');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({
      first_name: 'Kathy',
      session_token: (await storedUser(other))?.session_token,
    });
    await page.context().close();
  });

  test(`account (${backend} backend): a 500 on saving the profile keeps what was typed, says so, and the stored user keeps the saved name`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await register(page, backend, newShopper('Dorothy', 'Vaughan'));
    await page.goto('/account/profile');
    await page.getByLabel('Last name').fill('Johnson-Vaughan');
    await page.getByLabel('Date of birth').fill('1910-09-20');
    const before = await storedUser(page);

    const fault = await failAccountCall(page, backend, 'saveProfile', 500);
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByRole('alert')).toHaveText(SAVE_FAILED);
    expect(fault.faulted()).toBe(1);
    await expect(page.getByLabel('Last name')).toHaveValue('Johnson-Vaughan');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1910-09-20');
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toHaveCount(0);
    expect(await storedUser(page)).toEqual(before);
    await expectNoAxeViolations(page);

    await fault.restore();
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await storedUser(page)).toEqual({ ...before, last_name: 'Johnson-Vaughan' });
    await page.context().close();
  });

  test(`account (${backend} backend): a 401 or a 500 on saving an address keeps the form open with what was typed and says which`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await register(page, backend, newShopper('Margaret', 'Hamilton'));
    await page.goto('/account/addresses');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('First name').fill('Margaret');
    await page.getByLabel('Last name').fill('Hamilton');
    await page.getByLabel('Street').fill('Oranienstraße');
    await page.getByLabel('House number').fill('185');
    await page.getByLabel('Postcode').fill('10999');
    await page.getByLabel('Town or city').fill('Berlin');
    const before = await storedUser(page);
    const save = page.getByRole('button', { name: 'Save address' });

    const expired = await failAccountCall(page, backend, 'saveAddress', 401);
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(SESSION_EXPIRED);
    expect(expired.faulted()).toBe(1);
    await expired.restore();
    const down = await failAccountCall(page, backend, 'saveAddress', 500);
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(SAVE_FAILED);
    expect(down.faulted()).toBe(1);
    await expect(page.getByLabel('Street')).toHaveValue('Oranienstraße');
    await expect(page.getByLabel('House number')).toHaveValue('185');
    await expect(page.getByLabel('Postcode')).toHaveValue('10999');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    expect(await storedUser(page)).toEqual(before);
    await expectNoAxeViolations(page);

    await down.restore();
    await save.click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Oranienstraße 185' })).toContainText(
      '10999 Berlin, DE',
    );
    await expect(save).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.context().close();
  });

  test(`account (${backend} backend): a 401 or a 500 on saving consents keeps the choices selected and says which`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await register(page, backend, newShopper('Ada', 'Yonath'));
    const surveys = page.getByRole('checkbox', { name: 'Surveys' });
    await surveys.click();
    const save = page.getByRole('button', { name: 'Save my choices' });

    const expired = await failAccountCall(page, backend, 'saveConsents', 401);
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your session has expired. Sign in again in another tab; your choices are still selected here.',
    );
    expect(expired.faulted()).toBe(1);
    await expired.restore();
    const down = await failAccountCall(page, backend, 'saveConsents', 500);
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your choices could not be saved. They are still selected here; please try again.',
    );
    expect(down.faulted()).toBe(1);
    await expect(surveys).toBeChecked();
    await expectNoAxeViolations(page);

    await down.restore();
    await save.click();
    await expect(page.getByText('Your choices are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Surveys' })).toBeChecked();
    await page.context().close();
  });
}
