import { expect, openPage, test, type Browser, type Page } from './support/test';
import {
  accountBackends,
  declineCookies,
  expectNoAxeViolations,
  newShopper,
  register,
  signIn,
  type AccountBackend,
} from './support/accounts';

/**
 * Issue 28, checkout uses what the shop knows: a signed-in shopper's checkout starts from the account (its current
 * e-mail address, its address book with the defaults preselected, a new address saved there when asked), and a review
 * shows everything the order is placed with before "Place order".
 */

async function addCharger(page: Page) {
  await page.goto('/products/CHARGER');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

async function signInAsAda(page: Page, backend: AccountBackend) {
  await page.goto('/sign-in');
  await declineCookies(page);
  await signIn(page, backend, 'ada@example.com');
  await expect(page).toHaveURL(/\/account$/);
}

/** Each step waits for the backend's answer; a busy machine (two servers, Chromium) may take longer than 5 s. */
const expectStep = expect.configure({ timeout: 20_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** Ada signed in on a backend, with a charger in her cart, on the checkout's first step. */
async function adaAtCheckout(browser: Browser, backend: AccountBackend): Promise<Page> {
  const page = await openPage(browser);
  await signInAsAda(page, backend);
  await addCharger(page);
  await page.goto('/checkout');
  return page;
}

/** From the shipping step to the payment step, taking the shipping step as it is and the preselected delivery. */
async function throughToPayment(page: Page) {
  await continueButton(page).click();
  await expectStep(page.getByRole('heading', { name: /Delivery/ })).toBeVisible();
  await continueButton(page).click();
  await expectStep(page.getByRole('heading', { name: /Payment/ })).toBeVisible();
}

/** From the shipping step to the review, taking the preselected delivery and payment too. */
async function throughToReview(page: Page) {
  await throughToPayment(page);
  await continueButton(page).click();
  await expectStep(page.getByRole('heading', { name: /Review/ })).toBeVisible();
}

const review = (page: Page) => page.getByRole('definition');

for (const backend of accountBackends) {
  test(`checkout uses what the shop knows (${backend} backend): Ada's default address is preselected from her address book, and the review shows address, delivery, payment and items before she places the order`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await adaAtCheckout(browser, backend);
    await expect(page.getByText('Your order confirmation goes to ada@example.com')).toBeVisible();
    await continueButton(page).click();

    await expectStep(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    const home = page.getByRole('radio', { name: /Ada Lovelace, Unter den Linden 77, 10117 Berlin, DE/ });
    await expect(home).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Use a new address' })).not.toBeChecked();
    // Nothing to type: the address comes from the book.
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await throughToReview(page);

    await expect(review(page)).toContainText([
      'ada@example.com',
      'Ada Lovelace, Unter den Linden 77, 10117 Berlin, DE',
      'Same as the shipping address',
      /\S/,
      'Card or wallet',
      /1 × .*Charger/,
    ]);
    await expectNoAxeViolations(page);
    // Keyboard: Place order is reached and pressed with the keyboard alone.
    const place = page.getByRole('button', { name: 'Place order' });
    await place.focus();
    await page.keyboard.press('Enter');
    await expectStep(page).toHaveURL(/\/checkout\/confirmation\//);
    await page.context().close();
  });

  test(`checkout uses what the shop knows (${backend} backend): Ada's checkout offers her saved Visa ending 4242 from the default payment service, and she pays with it`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await adaAtCheckout(browser, backend);
    await continueButton(page).click();
    await expect(page.getByRole('radio', { name: /Ada Lovelace, Unter den Linden 77/ })).toBeChecked();
    await throughToPayment(page);
    const visa = page.getByRole('radio', { name: 'Visa ending in 4242, valid until 12/2030' });
    await expect(visa).toBeVisible();
    await visa.check();
    await continueButton(page).click();
    await expectStep(page.getByRole('heading', { name: /Review/ })).toBeVisible();
    const opened = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/sandbox/payments-evo/api/payments/generate-token',
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await opened).postDataJSON()).toMatchObject({ card_id: 'card-visa-4242', tokenize: false });
    await expectStep(page).toHaveURL(/\/checkout\/confirmation\//);
    await expect(page.getByText('Visa •••• 4242', { exact: true })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.context().close();
  });

  test(`checkout uses what the shop knows (${backend} backend): a new address the shopper asks to save goes to the address book and appears in /account/addresses`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await openPage(browser);
    const shopper = newShopper('Emmy', 'Noether');
    await register(page, backend, shopper);
    await addCharger(page);
    await page.goto('/checkout');
    await continueButton(page).click();
    await expectStep(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    await page.getByLabel('First name').fill('Emmy');
    await page.getByLabel('Last name').fill('Noether');
    await page.getByLabel('Street', { exact: true }).fill('Bunsenstraße');
    await page.getByLabel('House number').fill('3');
    await page.getByLabel('Postcode').fill('37073');
    await page.getByLabel('City').fill('Göttingen');
    await page.getByLabel('Phone number').fill('+49551123456');
    await page.getByRole('checkbox', { name: 'Save this address in my address book' }).check();
    await continueButton(page).click();
    await expectStep(page.getByRole('heading', { name: /Delivery/ })).toBeVisible();

    await page.goto('/account/addresses');
    await expectStep(page.getByText('Bunsenstraße 3')).toBeVisible();
    await expect(page.getByText(/37073 Göttingen/)).toBeVisible();

    // Back in checkout (on the step the shopper left) the saved address is offered to pick.
    await page.goto('/checkout');
    await expectStep(page.getByRole('heading', { name: /Delivery/ })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(
      page.getByRole('radio', { name: /Emmy Noether, Bunsenstraße 3, 37073 Göttingen, DE/ }),
    ).toBeVisible();
    await page.context().close();
  });

  test(`checkout uses what the shop knows (${backend} backend): after an e-mail change confirmed by code, the checkout and its review name the account's new e-mail address`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const page = await openPage(browser);
    const shopper = newShopper('Mary', 'Somerville');
    const newEmail = newShopper('Mary', 'Fairfax').email;
    await register(page, backend, shopper);
    // A cart first, so the commerce side knows the shopper under the old address.
    await addCharger(page);
    await page.goto('/account/profile');
    const email = page.getByRole('region', { name: 'E-mail address' });
    await email.getByLabel('New e-mail address').fill(newEmail);
    await email.getByRole('button', { name: 'Send a code' }).click();
    await expect(email.getByRole('status')).toHaveText(`We sent a one-time code to ${newEmail}.`);
    const sent = (await (await request.get(`/sandbox/outbox/${encodeURIComponent(newEmail)}`)).json()) as {
      code: string;
    };
    await email.getByLabel('Code from the e-mail').fill(sent.code);
    await email.getByRole('button', { name: 'Confirm' }).click();
    await expect(email.getByRole('status')).toHaveText(`Your e-mail address is now ${newEmail}.`);

    await page.goto('/checkout');
    await expect(page.getByText(`Your order confirmation goes to ${newEmail}`)).toBeVisible();
    await expect(page.getByText(shopper.email)).toHaveCount(0);
    await continueButton(page).click();
    await page.getByLabel('First name').fill('Lise');
    await page.getByLabel('Last name').fill('Meitner');
    await page.getByLabel('Street', { exact: true }).fill('Kaiser-Wilhelm-Straße');
    await page.getByLabel('House number').fill('1');
    await page.getByLabel('Postcode').fill('14195');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Phone number').fill('+4930123456');
    await throughToReview(page);
    await expect(review(page).first()).toHaveText(newEmail);
    await page.context().close();
  });
}
