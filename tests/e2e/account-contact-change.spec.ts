import { expect, openPage, test, type Page } from './support/test';
import {
  accountBackends,
  expectNoAxeViolations,
  newShopper,
  register,
  signIn,
  storedUser,
} from './support/accounts';

/** What the sandbox's outbox holds for an address or number: the last code it "sent" there, as a mail catcher would. */
async function codeSentTo(request: Page['request'], identifier: string): Promise<string> {
  const response = await request.get(`/sandbox/outbox/${encodeURIComponent(identifier)}`);
  expect(response.status()).toBe(200);
  const sent = (await response.json()) as { to: string; code: string };
  expect(sent.to).toBe(identifier);
  return sent.code;
}

/** Codes are six digits from 100000 up, so this one is never right. */
const WRONG_CODE = '000000';

/** What the shopper reads, once, for a refused code. */
const CODE_REFUSED =
  'This code is not right or has expired. Check the message and type it again, or choose “Use another” for a new code.';

/** A mobile number no other journey uses, so verifications on the same server never meet. */
const newMobileNumber = () => `+49151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function openContactDetails(page: Page) {
  await page.getByRole('link', { name: 'Your details' }).click();
  await expect(page.getByRole('heading', { name: 'Your details', level: 1 })).toBeVisible();
}

for (const backend of accountBackends) {
  test(`account (${backend} backend): a new e-mail address takes effect only with the code sent to it; a wrong code is refused and stays typed, and the new address signs in`, async ({
    browser,
    request,
  }) => {
    const page = await openPage(browser);
    const shopper = newShopper('Mary', 'Somerville');
    const newEmail = newShopper('Mary', 'Fairfax').email;
    await register(page, backend, shopper);
    await openContactDetails(page);
    const email = page.getByRole('region', { name: 'E-mail address' });
    await expect(email.getByText(`Currently ${shopper.email}.`)).toBeVisible();

    await email.getByLabel('New e-mail address').fill(newEmail);
    await email.getByRole('button', { name: 'Send a code' }).click();
    await expect(email.getByRole('status')).toHaveText(`We sent a one-time code to ${newEmail}.`);
    await expectNoAxeViolations(page);

    // A wrong code: refused, said once in the alert the field is read out with; what was typed stays, the address is the old one.
    const code = email.getByLabel('Code from the e-mail');
    await code.fill(WRONG_CODE);
    await email.getByRole('button', { name: 'Confirm' }).click();
    await expect(email.getByRole('alert')).toHaveText(CODE_REFUSED);
    await expect(code).toHaveAccessibleDescription(/This code is not right or has expired/);
    await expect(code).toHaveValue(WRONG_CODE);
    await expect(email.getByText(`Currently ${shopper.email}.`)).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: shopper.email });
    await expectNoAxeViolations(page);

    // The code from the message: the address changes, on the page, in the stored user and in the details beside it.
    await code.fill(await codeSentTo(request, newEmail));
    await email.getByRole('button', { name: 'Confirm' }).click();
    await expect(email.getByRole('status')).toHaveText(`Your e-mail address is now ${newEmail}.`);
    await expect(email.getByText(`Currently ${newEmail}.`)).toBeVisible();
    await expect(email.getByLabel('New e-mail address')).toHaveValue('');
    await expect(page.getByText(`Signed in as ${newEmail}.`)).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: newEmail });
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText(`Signed in as ${newEmail}.`)).toBeVisible();

    // The account answers to the new address only.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sign-in?next=/account/profile');
    await page.getByLabel('E-mail address').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not right.');
    await signIn(page, backend, newEmail, shopper.password);
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(
      page.getByRole('region', { name: 'E-mail address' }).getByText(`Currently ${newEmail}.`),
    ).toBeVisible();
    await page.context().close();
  });

  test(`account (${backend} backend): a new mobile number takes effect only with the code texted to it; a wrong code is refused and stays typed, and saving the details keeps the number`, async ({
    browser,
    request,
  }) => {
    const page = await openPage(browser);
    const shopper = newShopper('Hedy', 'Lamarr');
    const number = newMobileNumber();
    // Personal data only in POST bodies: every URL the page asks for is kept, to check none holds the number.
    const requested: string[] = [];
    let codeStepsByPost = 0;
    page.on('request', (sent) => {
      requested.push(sent.url());
      if (new URL(sent.url()).pathname === '/account/codes' && sent.postData()?.includes(number))
        codeStepsByPost += 1;
    });
    await register(page, backend, shopper);
    await openContactDetails(page);
    const phone = page.getByRole('region', { name: 'Phone number' });

    await phone.getByLabel('New mobile number').fill(number);
    await phone.getByRole('button', { name: 'Send a code' }).click();
    await expect(phone.getByRole('status')).toHaveText(`We sent a one-time code to ${number}.`);
    await expectNoAxeViolations(page);

    const code = phone.getByLabel('Code from the text message');
    await code.fill(WRONG_CODE);
    await phone.getByRole('button', { name: 'Confirm' }).click();
    await expect(phone.getByRole('alert')).toHaveText(CODE_REFUSED);
    await expect(code).toHaveAccessibleDescription(/This code is not right or has expired/);
    await expect(code).toHaveValue(WRONG_CODE);
    await expect(page.getByLabel('Phone number (optional)')).toHaveValue('');
    await expectNoAxeViolations(page);

    await code.fill(await codeSentTo(request, number));
    await phone.getByRole('button', { name: 'Confirm' }).click();
    await expect(phone.getByRole('status')).toHaveText(`Your phone number is now ${number}.`);
    await expect(phone.getByLabel('New mobile number')).toHaveValue('');
    // The personal details beside it show the new number, so saving them does not put the old one back.
    await expect(page.getByLabel('Phone number (optional)')).toHaveValue(number);
    expect(requested.filter((url) => url.includes(number.slice(1)))).toEqual([]);
    // The code is sent and checked through the shop's server (which throttles them), the number in POST bodies.
    expect(codeStepsByPost).toBe(3);
    await expectNoAxeViolations(page);
    await page.getByLabel('First name').fill('Hedwig');
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Hedwig');
    await expect(page.getByLabel('Phone number (optional)')).toHaveValue(number);
    await page.context().close();
  });
}

test('sandbox outbox: an address nothing was sent to answers 404 with a message saying so', async ({
  request,
}) => {
  const response = await request.get(`/sandbox/outbox/${encodeURIComponent('nobody@example.com')}`);
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({
    message: 'The sandbox has sent nothing to nobody@example.com since it started.',
  });
});
