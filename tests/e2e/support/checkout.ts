import { expect, type Page } from './test';

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** Adds one of a product from its page and waits for the cart to say so. */
export async function addToCart(page: Page, sku: string) {
  await page.goto(`/products/${sku}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

/**
 * On the shipping address step: a shopper with an address book (Ada) has her default address chosen; anyone else
 * types a Berlin one. Then on to the next step.
 */
export async function shipToBerlin(page: Page) {
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  if (!(await page.getByRole('group', { name: 'Ship to' }).isVisible())) {
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Street', { exact: true }).fill('Unter den Linden');
    await page.getByLabel('House number').fill('1');
    await page.getByLabel('Postcode').fill('10117');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Phone number').fill('+49301234567');
  }
  await continueButton(page).click();
}

/** From the shipping address to the placed order, as every checkout goes on; answers the order's number. */
export async function shipPayAndPlace(page: Page): Promise<string> {
  await shipToBerlin(page);
  // Delivery is asked only when something is shipped (a subscription product alone is not).
  const delivery = page.getByRole('heading', { name: /Delivery/ });
  const payment = page.getByRole('heading', { name: /Payment/ });
  await expect(delivery.or(payment)).toBeVisible();
  if (await delivery.isVisible()) await continueButton(page).click();
  await expect(payment).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: /Review/ })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  return orderNumber;
}

/** Types a Berlin shipping address into checkout's German address step, by its German labels. */
export async function fillAddressInGerman(page: Page, firstName: string, lastName: string) {
  await page.getByLabel('Vorname').fill(firstName);
  await page.getByLabel('Nachname').fill(lastName);
  await page.getByLabel('Straße', { exact: true }).fill('Unter den Linden');
  await page.getByLabel('Hausnummer').fill('1');
  await page.getByLabel('Postleitzahl').fill('10117');
  await page.getByLabel('Ort').fill('Berlin');
  await page.getByLabel('Telefonnummer').fill('+49301234567');
}
