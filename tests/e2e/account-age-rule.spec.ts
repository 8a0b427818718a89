import { expect, openPage, test, type Page } from './support/test';
import {
  accountBackends,
  declineCookies,
  expectNoAxeViolations,
  fillRegistration,
  newShopper,
  register,
  signIn,
} from './support/accounts';
import { addToCart, continueButton, shipPayAndPlace } from './support/checkout';

/**
 * Issue 28, the age rule: where the store verifies ages, age-restricted products (sticks, devices) are sold to verified
 * adults only. The checkout asks for the age check right after contact, the commerce backend refuses the order without
 * one, and an account's date of birth is that of an adult.
 */

/**
 * Asks the commerce backend itself to place the browser's guest cart, as a script that skipped the page would: it
 * completes the cart (address, delivery, payment) with the backend's own mutations and places it. Only the age rule is
 * left to refuse it.
 */
async function placeGuestCartDirectly(page: Page) {
  // The guest cart's id, where the shop keeps it (cart's CART_ID_COOKIE).
  const cartId = (await page.context().cookies()).find((cookie) => cookie.name === 'cart_id')?.value;
  expect(cartId).toBeTruthy();
  const answer = await page.request.post('/sandbox/commerce/graphql', {
    headers: { Store: 'default' },
    data: {
      // Mutations run one after the other, in the order written.
      query: `mutation ($cartId: String!) {
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: {
          firstname: "Grace", lastname: "Guest", street: ["Unter den Linden 1"], city: "Berlin", postcode: "10117",
          country_code: "DE", telephone: "+49301234567" } }] }) { cart { id } }
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
        setShippingMethodsOnCart(input: { cart_id: $cartId,
          shipping_methods: [{ carrier_code: "freeshipping", method_code: "freeshipping" }] }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "jtipayment" } }) { cart { id } }
        placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { code message } }
      }`,
      variables: { cartId },
    },
  });
  const { data, errors } = (await answer.json()) as { data: { placeOrder: unknown }; errors?: unknown };
  expect(errors).toBeUndefined();
  return data.placeOrder;
}

test('age rule: an unverified guest cannot place an order with sticks and is asked to verify; after a credit-bureau check the order goes through', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await declineCookies(page);
  await addToCart(page, 'STICKS-MINT');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('grace.guest@example.com');
  await continueButton(page).click();

  // The age check comes before the address: no way on to the order without it.
  await expect(page.getByRole('heading', { name: 'Age check' })).toBeVisible();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Not only the page: the commerce backend itself refuses the cart's order.
  expect(await placeGuestCartDirectly(page)).toEqual({
    order: null,
    errors: [
      {
        code: 'AGE_VERIFICATION_REQUIRED',
        message: 'Age-restricted products are sold to verified adults only. Verify your age and try again.',
      },
    ],
  });

  // A minor's details are refused, and stay typed.
  await page.getByRole('radio', { name: 'Check with a credit bureau' }).check();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Guest');
  const tenYearsAgo = `${new Date().getFullYear() - 10}-05-01`;
  await page.getByLabel('Date of birth').fill(tenYearsAgo);
  await page.getByRole('button', { name: 'Confirm my age' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not confirm your age with these details. Check them and try again, or choose another way.',
    { timeout: 15_000 },
  );
  await expect(page.getByLabel('Date of birth')).toHaveValue(tenYearsAgo);
  await expect(page.getByRole('heading', { name: 'Age check' })).toBeVisible();

  // An adult's check passes (the provider answers after a few polls) and the checkout goes on by itself.
  await page.getByLabel('Date of birth').fill('1980-02-14');
  await page.getByRole('button', { name: 'Confirm my age' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Checking your details with the provider…' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await shipPayAndPlace(page);
});

for (const backend of accountBackends) {
  test(`account (${backend} backend): age rule: a verified adult (Ada) checks out sticks as before, with no age step`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await page.goto('/sign-in?next=/products/STICKS-AMBER');
    await declineCookies(page);
    await signIn(page, backend, 'ada@example.com');
    await expect(page).toHaveURL(/\/products\/STICKS-AMBER$/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await expect(page.getByText('Age check')).toHaveCount(0);
    await continueButton(page).click();
    await shipPayAndPlace(page);
    await page.context().close();
  });

  test(`account (${backend} backend): age rule: a signed-in shopper not yet verified confirms their age at checkout, then orders a device`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await openPage(browser);
    await register(page, backend, newShopper('Katherine', 'Johnson'));
    await page.goto('/products/NOVA');
    await page.getByRole('radio', { name: /Silver/ }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await page.goto('/checkout');
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Age check' })).toBeVisible();
    // The account's e-mail address is the order's: the check asks only for a way.
    await expect(page.getByLabel('E-mail address')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Scan an identity document' }).check();
    await page.getByRole('button', { name: 'Confirm my age' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    await shipPayAndPlace(page);
    await page.context().close();
  });

  test(`account (${backend} backend): age rule: registration with a date of birth in 2015 or 2099 is refused with the reason, and what was typed is kept`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await page.goto('/register');
    await declineCookies(page);
    const shopper = newShopper('Young', 'Shopper');
    await fillRegistration(page, shopper);
    const born = page.getByLabel(/Date of birth/);
    for (const [typed, reason] of [
      ['2015-05-05', 'You need to be at least 18 years old to have an account with us.'],
      ['2099-01-01', 'A date of birth cannot be in the future.'],
    ] as const) {
      await born.fill(typed);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText(reason)).toBeVisible();
      await expect(page).toHaveURL(/\/register/);
      await expect(born).toHaveValue(typed);
      await expect(page.getByLabel('E-mail address')).toHaveValue(shopper.email);
      await expect(page.getByLabel('First name')).toHaveValue('Young');
    }
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

/** The same refusal when the form is sent before the page's script runs: the server's rules are the same. */
test('age rule: without JavaScript the registration form refuses a 2015 date of birth and keeps what was typed', async ({
  browser,
}) => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  await page.goto('/register');
  const shopper = newShopper('Early', 'Sender');
  await page.getByLabel('E-mail address').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel(/Date of birth/).fill('2015-05-05');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('You need to be at least 18 years old to have an account with us.'),
  ).toBeVisible();
  await expect(page.getByLabel(/Date of birth/)).toHaveValue('2015-05-05');
  await expect(page.getByLabel('E-mail address')).toHaveValue(shopper.email);
  await page.context().close();
});
