import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test, type Page } from './support/test';
import { newShopper, register } from './support/accounts';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('journey: a guest buys a device and a charger, uses coupons, signs in without losing the cart, confirms their age, checks out and finds the order', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // An account of their own, made beforehand and not yet age-verified (a device is sold to verified adults only).
  const signUp = await openPage(browser);
  const shopper = newShopper('Noor', 'Newman');
  await register(signUp, 'newer', shopper);
  await signUp.context().close();
  const page = await openPage(browser);
  // Answer the analytics question first so the banner does not cover the page.
  await page.goto('/');
  await page.getByRole('button', { name: 'No, thanks' }).click();

  // A configurable product in a chosen colour.
  await page.goto('/products/AURORA');
  await page.getByRole('radio', { name: /Sunset Red/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /added|cart/i })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A simple product.
  await page.goto('/products/CHARGER');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /added|cart/i })
      .first(),
  ).toBeVisible();

  // The cart page: a promo code that works and one that does not.
  await page.goto('/cart');
  const cart = page.getByRole('main');
  await expect(cart.getByText('Aurora Device')).toBeVisible();
  await expect(cart.getByText(/Charger/)).toBeVisible();
  await cart.getByRole('textbox', { name: 'Promo code' }).fill('EXPIRED2023');
  await cart.getByRole('button', { name: 'Apply' }).click();
  // The refusal is explained in words next to the field, and the field keeps the code.
  const couponMessages = cart.getByRole('form', { name: 'Promo code' }).getByRole('status');
  await expect(couponMessages).toHaveText(/\S/);
  await expect(cart.getByRole('textbox', { name: 'Promo code' })).toHaveValue('EXPIRED2023');
  await cart.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('Applied: WELCOME10')).toBeVisible();
  await expectNoAxeViolations(page);

  // Signing in keeps everything in the cart.
  await page.goto('/sign-in?next=/checkout');
  await page.getByLabel('E-mail address').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout: contact, the age check, address, the cheapest delivery, payment, review.
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(page.getByRole('heading', { name: /Contact/ })).toBeVisible();
  // A signed-in customer's e-mail is known: the contact step asks for nothing more.
  await continueButton.click();
  await expect(page.getByRole('heading', { name: 'Age check' })).toBeVisible();
  await page.getByRole('radio', { name: 'Scan an identity document' }).check();
  await page.getByRole('button', { name: 'Confirm my age' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Newman');
  await page.getByLabel('Street', { exact: true }).fill('Unter den Linden');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('Postcode').fill('10117');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Phone number').fill('+49301234567');
  await expectNoAxeViolations(page);
  await continueButton.click();
  await expect(page.getByRole('heading', { name: /Delivery/ })).toBeVisible();
  await continueButton.click();
  await expect(page.getByRole('heading', { name: /Payment/ })).toBeVisible();
  await continueButton.click();
  await expect(page.getByRole('heading', { name: /Review/ })).toBeVisible();
  // Nothing picked as a guest was lost at sign-in.
  await expect(page.getByText('Aurora Device').first()).toBeVisible();
  await expect(page.getByText(/Charger/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/account/orders');
  await expect(page.getByText(orderNumber)).toBeVisible();
  await page.context().close();
});
