import { expect, openPage, test, type Page } from './support/test';
import {
  accountBackends,
  declineCookies,
  fillRegistration,
  newShopper,
  register,
  storedUser,
  type AccountBackend,
  type Shopper,
} from './support/accounts';
import { addToCart, continueButton } from './support/checkout';

/**
 * Issue 28, validation from one place: every field a shopper types has one rule and one message (features/src/platform/
 * fields), the same in the browser and for a form sent without JavaScript, in English and German; a bad value is
 * refused and what was typed stays.
 */

const longName = 'A'.repeat(300);

/** Fills the registration form with a 300-character first name and phone "abc" (and, where asked, member since "abcd"). */
async function fillBadRegistration(
  page: Page,
  shopper: Shopper,
  words: { firstName: string; phone: string },
) {
  await page.getByLabel(words.firstName).fill(longName);
  await page.getByLabel(words.phone).fill('abc');
  await page.getByLabel(/^(E-mail address|E-Mail-Adresse)$/).fill(shopper.email);
}

async function expectBadRegistrationRefused(page: Page, backend: AccountBackend, shopper: Shopper) {
  await expect(page.getByText('“First name” may have at most 50 characters.')).toBeVisible();
  await expect(page.getByText('Enter a phone number with digits only, like +49 151 1234567.')).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
  await expect(page.getByLabel('First name')).toHaveValue(longName);
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('abc');
  await expect(page.getByLabel('E-mail address')).toHaveValue(shopper.email);
  // Only the newer backend defines custom attributes: a number one takes a number.
  if (backend === 'newer') {
    await expect(page.getByText('“Member since (year)” takes a number, like 12.')).toBeVisible();
    await expect(page.getByLabel('Member since (year) (optional)')).toHaveValue('abcd');
  }
}

for (const backend of accountBackends) {
  test(`account (${backend} backend): fields: registration refuses a 300-character first name, phone "abc" and a number attribute "abcd" with the same messages in the browser and without JavaScript, keeping what was typed`, async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await openPage(browser, { javaScriptEnabled });
      await page.goto('/register');
      if (javaScriptEnabled) await declineCookies(page);
      const shopper = newShopper('Long', 'Name');
      // Without JavaScript the consent's tick (a script's checkbox) cannot be given: the field rules answer first.
      if (javaScriptEnabled) await fillRegistration(page, shopper);
      else {
        await page.getByLabel('Password', { exact: true }).fill(shopper.password);
        await page.getByLabel('Last name').fill(shopper.lastName);
      }
      await fillBadRegistration(page, shopper, { firstName: 'First name', phone: 'Phone number (optional)' });
      if (backend === 'newer') await page.getByLabel('Member since (year) (optional)').fill('abcd');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expectBadRegistrationRefused(page, backend, shopper);
      await page.context().close();
    }
  });

  test(`account (${backend} backend): fields: the address book refuses postcode "ABC" by the store's postcode rules and lists only the store's countries, keeping what was typed`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await register(page, backend, newShopper('Postcode', 'Tester'));
    await page.goto('/account/addresses');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('First name').fill('Postcode');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Street').fill('Unter den Linden');
    await page.getByLabel('Postcode').fill('ABC');
    await page.getByLabel('Town or city').fill('Berlin');
    await page.getByLabel('Phone number (optional)').fill('abc');
    // The country is a choice among the store's countries, never free text such as "XX".
    await page.getByRole('combobox', { name: 'Country' }).click();
    await expect(page.getByRole('option', { name: 'Austria' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'XX' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Austria' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('“Postcode” needs at least 5 characters.')).toBeVisible();
    await expect(
      page.getByText('Enter a phone number with digits only, like +49 151 1234567.'),
    ).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveValue('ABC');
    await page.getByLabel('Postcode').fill('ABCDE');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Please enter a postcode in the local format, e.g. 10115.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText(/Austria/);
    await page.context().close();
  });

  test(`account (${backend} backend): fields: the account service itself refuses date of birth 2099-01-01, a 300-character first name, postcode "ABC" and country "XX" posted past the page's forms, and nothing changes`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const shopper = newShopper('Hostile', 'Caller');
    await register(page, backend, shopper);
    const user = await storedUser(page);
    const uuid = String(user?.uuid);
    const headers = {
      authorization: `Bearer ${String(user?.session_token)}`,
      'x-tenant-token': 'sandbox-tenant',
      'content-type': 'application/json',
    };
    // Each backend's own wire, as a caller that skips the shop's forms would post it.
    const base =
      backend === 'newer'
        ? `/sandbox/account-evo/users/${uuid}`
        : `/sandbox/account-legacy/update-profile/${uuid}`;
    const profiles =
      backend === 'newer'
        ? [{ dob: '2099-01-01' }, { firstname: longName }]
        : [{ birth_date: '01/01/2099' }, { first_name: longName }];
    const address = {
      first_name: 'Hostile',
      last_name: 'Caller',
      street: ['Unter den Linden', '1'],
      post_code: '10117',
      city: 'Berlin',
      country_code: 'DE',
    };
    const posts = [
      ...profiles.map((body) => ({ path: backend === 'newer' ? `${base}/profile` : base, body })),
      { path: `${base}/addresses`, body: { ...address, post_code: 'ABC' } },
      { path: `${base}/addresses`, body: { ...address, country_code: 'XX' } },
    ];
    for (const { path, body } of posts) {
      // Sent from the shop's own page, with the shopper's own session: only the service's rules stand in the way.
      const status = await page.evaluate(
        async ({ path, headers, body }) =>
          (await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })).status,
        { path, headers, body },
      );
      expect(status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
    }

    await page.goto('/account/profile');
    await expect(page.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(page.getByLabel('Date of birth', { exact: false })).toHaveValue('');
    await page.goto('/account/addresses');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    await page.context().close();
  });

  test(`account (${backend} backend): fields: the optional gender has an empty choice, and a cleared gender stays cleared after saving`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await register(page, backend, newShopper('Optional', 'Select'));
    await page.goto('/account/profile');
    const gender = page.getByRole('combobox', { name: 'Gender (optional)' });
    await gender.click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await page.reload();
    await expect(gender).toHaveText(/Female/);
    await gender.click();
    await page.getByRole('option', { name: 'No answer' }).click();
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await page.reload();
    await expect(gender).toHaveText(/Choose…/);
    await page.context().close();
  });
}

test('fields: a German registration sent without JavaScript and in the browser names the field by its German label, with the same words', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await openPage(browser, { javaScriptEnabled });
    await page.goto('/register?lang=de');
    const shopper = newShopper('Lang', 'Name');
    await page.getByLabel('Passwort', { exact: true }).fill(shopper.password);
    await page.getByLabel('Nachname').fill(shopper.lastName);
    await fillBadRegistration(page, shopper, { firstName: 'Vorname', phone: 'Telefonnummer (optional)' });
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('„Vorname“ darf höchstens 50 Zeichen haben.')).toBeVisible();
    await expect(
      page.getByText('Geben Sie eine Telefonnummer nur mit Ziffern ein, z. B. +49 151 1234567.'),
    ).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveValue(longName);
    await expect(page.getByLabel('Telefonnummer (optional)')).toHaveValue('abc');
    await page.context().close();
  }
});

test('fields: checkout refuses phone "abc" and a 300-character name with the rules of every other form, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/');
  await declineCookies(page);
  await addToCart(page, 'CHARGER');
  await page.goto('/checkout');
  await page.getByLabel('E-mail address').fill('phone.abc@example.com');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await page.getByLabel('First name').fill(longName);
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Street', { exact: true }).fill('Unter den Linden');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('Postcode').fill('10117');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Phone number').fill('abc');
  await continueButton(page).click();
  await expect(page.getByText('“First name” may have at most 50 characters.')).toBeVisible();
  await expect(page.getByText('Enter a phone number with digits only, like +49 151 1234567.')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('abc');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
});
