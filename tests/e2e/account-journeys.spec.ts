import { expect, openPage, test } from './support/test';
import {
  accountBackends,
  createAccount,
  declineCookies,
  expectNoAxeViolations,
  fillRegistration,
  newShopper,
  signIn,
  storedUser,
} from './support/accounts';

for (const backend of accountBackends) {
  test(`account (${backend} backend): a new shopper registers, changes their details, an address and their consents, signs out and signs in again`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const shopper = newShopper('Grace', 'Hopper');
    await page.goto('/register');
    await declineCookies(page);

    // An address that has an account already is refused; everything else typed stays for the next try.
    await fillRegistration(page, { ...shopper, email: 'ada@example.com' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this e-mail address already exists.');
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(shopper.password);
    await expect(page.getByRole('checkbox', { name: 'Terms and privacy notice (required)' })).toBeChecked();
    expect(await storedUser(page)).toBeNull();
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mail address').fill(shopper.email);
    await createAccount(page, backend, shopper);
    await expectNoAxeViolations(page);
    expect(await storedUser(page)).toMatchObject({
      email: shopper.email,
      first_name: 'Grace',
      last_name: 'Hopper',
    });

    // Personal details: the new name shows everywhere the shop greets them, and a reload reads it from the server.
    await page.getByRole('link', { name: 'Your details' }).click();
    await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
    await page.getByLabel('First name').fill('Amazing Grace');
    await page.getByLabel('Phone number (optional)').fill('+49 151 7654321');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ first_name: 'Amazing Grace', last_name: 'Hopper' });
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Amazing Grace');

    // An address, added and then changed.
    await page.goto('/account/addresses');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Street').fill('Friedrichstraße');
    await page.getByLabel('House number').fill('43');
    await page.getByLabel('Postcode').fill('10117');
    await page.getByLabel('Town or city').fill('Berlin');
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = page.getByRole('listitem').filter({ hasText: 'Friedrichstraße 43' });
    await expect(saved).toContainText('10117 Berlin, DE');
    await page.getByRole('button', { name: 'Change Friedrichstraße 43' }).click();
    await expect(page.getByLabel('Street')).toHaveValue('Friedrichstraße');
    await page.getByLabel('Postcode').fill('10969');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(saved).toContainText('10969 Berlin, DE');
    await expectNoAxeViolations(page);

    // Consents: registration accepted only the terms; news by e-mail is switched on and stays on.
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Hello, Amazing Grace Hopper' })).toBeVisible();
    const news = page.getByRole('checkbox', { name: 'News by e-mail' });
    await expect(news).not.toBeChecked();
    await news.click();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByText('Your choices are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'News by e-mail' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Offers by text message' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedUser(page)).toBeNull();

    // The account is the server's, not the browser's: signing in again brings back what was saved.
    await page.goto('/sign-in?next=/account/addresses');
    await signIn(page, backend, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Friedrichstraße 43' })).toContainText(
      '10969 Berlin, DE',
    );
    expect(await storedUser(page)).toMatchObject({ email: shopper.email, first_name: 'Amazing Grace' });
    await page.context().close();
  });

  test(`account (${backend} backend): a wrong password is explained and keeps the e-mail address; the right one signs in a verified adult who sees their device`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await page.goto('/sign-in?next=/account');
    await declineCookies(page);
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password').fill('not-it');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not right.');
    await expect(page.getByLabel('E-mail address')).toHaveValue('ada@example.com');
    expect(await storedUser(page)).toBeNull();
    await expectNoAxeViolations(page);

    await signIn(page, backend, 'ada@example.com');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: 'ada@example.com', is_age_verified: true });

    // Ada is a verified adult with a device: both show, and the stored user says so.
    await page.goto('/account/devices');
    await expect(page.getByRole('listitem').filter({ hasText: 'Ada’s heater' })).toContainText(
      'Warranty until 14 March 2027',
    );
    expect(await storedUser(page)).toMatchObject({ has_registered_device: true });
    await page.goto('/account/age-verification');
    await expect(page.getByText('Your age is confirmed. Thank you.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
