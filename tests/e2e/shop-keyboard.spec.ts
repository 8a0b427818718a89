import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test, type Locator, type Page } from './support/test';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `limit` presses,
 * so an element that Tab never reaches is a failed test, not a hang.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  // Waiting first also makes an ambiguous locator fail here, loudly, instead of never matching the focus.
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${limit} presses`).toBeFocused({
    timeout: 1,
  });
}

/** The page is at `pathname` (a query such as ?next=/account does not count). */
async function expectPath(page: Page, pathname: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** The focused element shows a ring: it matches :focus-visible and paints an outline (its own or its label's). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const painted = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      );
    };
    return {
      focusVisible: element.matches(':focus-visible'),
      painted: painted(element) || painted(element.closest('label')),
    };
  });
  expect(ring).toEqual({ focusVisible: true, painted: true });
}

test('keyboard journey: a guest buys a device and a charger, uses coupons, signs in without losing the cart, checks out and finds the order, by keyboard alone', async ({
  browser,
}) => {
  // The whole shop in one journey, one key at a time: on a busy 2-core machine it needs more than the default minute.
  test.setTimeout(180_000);
  const page = await openPage(browser);
  await page.goto('/');

  // The analytics question sits last on the page: Shift+Tab from the top reaches it first.
  const decline = page.getByRole('button', { name: 'No, thanks' });
  await tabTo(page, decline, { backwards: true });
  await expectVisibleFocus(decline);
  await page.keyboard.press('Enter');
  await expect(decline).toBeHidden();

  // A configurable product from the devices menu, in a colour picked with the arrow keys.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Devices' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/category/devices');
  const aurora = page.getByRole('link', { name: 'Aurora Device' });
  await tabTo(page, aurora);
  await expectVisibleFocus(aurora);
  await page.keyboard.press('Enter');
  await expectPath(page, '/products/AURORA');
  const blue = page.getByRole('radio', { name: /Ocean Blue/ });
  await tabTo(page, page.getByRole('radio', { checked: true }));
  await expect(blue).toBeFocused();
  await expectVisibleFocus(blue);
  await page.keyboard.press('ArrowRight');
  const red = page.getByRole('radio', { name: /Sunset Red/ });
  await expect(red).toBeChecked();
  await expectVisibleFocus(red);
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await tabTo(page, addToCart);
  await expectVisibleFocus(addToCart);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A simple product, opened from its address (typing a URL is keyboard work too; the menu has no accessories).
  await page.goto('/products/CHARGER');
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

  // The cart page, from the header: the lines are on the page itself.
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart' });
  await tabTo(page, cartLink, { backwards: true });
  await expectVisibleFocus(cartLink);
  await page.keyboard.press('Enter');
  await expectPath(page, '/cart');
  // The address changes as the navigation starts; the product page stays until the cart page has rendered.
  const cartHeading = page.getByRole('heading', { level: 1, name: 'Your cart' });
  await expect(cartHeading).toBeVisible();
  const cart = page.getByRole('main');
  await expect(cart.getByText('Aurora Device')).toBeVisible();
  await expect(cart.getByText(/Charger/)).toBeVisible();

  // A promo code that does not work, then one that does, each sent with Enter.
  const promo = cart.getByRole('textbox', { name: 'Promo code' });
  await tabTo(page, promo);
  await expectVisibleFocus(promo);
  await page.keyboard.type('EXPIRED2023');
  await page.keyboard.press('Enter');
  const couponMessages = cart.getByRole('form', { name: 'Promo code' }).getByRole('status');
  await expect(couponMessages).toHaveText(/\S/);
  await expect(promo).toHaveValue('EXPIRED2023');
  await expect(promo).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('WELCOME10');
  // This time with the Apply button, pressed with Space.
  const apply = cart.getByRole('button', { name: 'Apply' });
  await page.keyboard.press('Tab');
  await expectVisibleFocus(apply);
  await page.keyboard.press('Space');
  await expect(cart.getByText('Applied: WELCOME10')).toBeVisible();
  // The shopper keeps their place: the button they pressed still has focus (a disabled button would drop it).
  await expect(apply).toBeFocused();
  // Taking the code off and putting it back: once the remove button is gone, focus is back in the field.
  const removeCodes = cart.getByRole('button', { name: 'Remove promo codes' });
  await tabTo(page, removeCodes, { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(cart.getByText('Applied: WELCOME10')).toBeHidden();
  await expect(promo).toBeFocused();
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  await expect(cart.getByText('Applied: WELCOME10')).toBeVisible();
  await expectNoAxeViolations(page);

  // From the cart page, back up to the account link: a guest is sent to sign in, and back to the account after.
  const accountLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' });
  await tabTo(page, accountLink, { backwards: true });
  await page.keyboard.press('Enter');
  await expectPath(page, '/sign-in');
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();

  // Signing in with the keyboard keeps everything in the cart.
  const email = page.getByLabel('E-mail address');
  await tabTo(page, email);
  await expectVisibleFocus(email);
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Sandbox!2026');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expectPath(page, '/account');
  await expect(page.getByText('You are not signed in.')).toBeHidden();

  await tabTo(page, cartLink, { backwards: true });
  await page.keyboard.press('Enter');
  await expectPath(page, '/cart');
  await expect(cartHeading).toBeVisible();
  await expect(cart.getByText('Aurora Device')).toBeVisible();
  await expect(cart.getByText(/Charger/)).toBeVisible();
  const toCheckout = cart.getByRole('link', { name: 'Go to checkout' });
  await tabTo(page, toCheckout);
  await expectVisibleFocus(toCheckout);
  await page.keyboard.press('Enter');
  await expectPath(page, '/checkout');

  // Checkout. A signed-in customer's e-mail is known: the contact step asks for nothing more.
  await expect(page.getByRole('heading', { name: /Contact/ })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await tabTo(page, continueButton);
  await expectVisibleFocus(continueButton);
  await page.keyboard.press('Enter');

  // Each step hands focus to its heading, so the next Tab starts at the top of the step.
  const shippingHeading = page.getByRole('heading', { name: /Shipping/ });
  await expectVisibleFocus(shippingHeading);
  // Her default address from the address book is chosen already: Tab reaches it, and she goes on with it.
  const savedAddress = page.getByRole('radio', { name: /^Ada Lovelace, Unter den Linden 77/ });
  await tabTo(page, savedAddress, { limit: 5 });
  await expectVisibleFocus(savedAddress);
  await expect(savedAddress).toBeChecked();
  await expectNoAxeViolations(page);
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  const deliveryHeading = page.getByRole('heading', { name: /Delivery/ });
  await expectVisibleFocus(deliveryHeading);
  // The cheapest method (free) is chosen already, first in the list; Tab into the group lands on it.
  const chosenMethod = page.getByRole('radio', { checked: true });
  await tabTo(page, chosenMethod, { limit: 5 });
  await expect(chosenMethod).toHaveAccessibleName(/Free/);
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expectVisibleFocus(chosenMethod);
  await expectNoAxeViolations(page);
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  await expectVisibleFocus(page.getByRole('heading', { name: /Payment/ }));
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  await expectVisibleFocus(page.getByRole('heading', { name: /Review/ }));
  // Nothing picked as a guest was lost at sign-in.
  await expect(page.getByText('Aurora Device').first()).toBeVisible();
  await expect(page.getByText(/Charger/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await tabTo(page, placeOrder);
  await expectVisibleFocus(placeOrder);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The order is in the account's order list, reached through the menu.
  await tabTo(page, accountLink);
  await page.keyboard.press('Enter');
  await expectPath(page, '/account');
  const ordersLink = page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Your orders' });
  await tabTo(page, ordersLink);
  await expectVisibleFocus(ordersLink);
  await page.keyboard.press('Enter');
  await expectPath(page, '/account/orders');
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});
