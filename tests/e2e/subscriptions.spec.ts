import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/accounts';
import { tabTo } from './support/keyboard';

/**
 * Issue 16: Ada manages her subscriptions by keyboard alone. The sandbox's state lives as long as the server, so the
 * journeys run in order: the active subscription is paused and resumed, then its quantity changes; the paused one is
 * cancelled.
 */
test.describe.configure({ mode: 'serial' });

async function signInAsAda(page: Page) {
  await page.goto('/sign-in?next=/account/subscriptions');
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Sandbox!2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/account/subscriptions');
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });

test('subscriptions: pause then resume a subscription by keyboard, each after a confirmation that says what happens', async ({
  page,
}) => {
  await signInAsAda(page);
  const sticks = card(page, 'Monthly sticks');
  await expect(sticks.getByText('Active', { exact: true })).toBeVisible();
  await expect(sticks.getByText('Visa ending in 4242, expires 12/2028')).toBeVisible();
  await expect(sticks.getByText('€13.00')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, sticks.getByRole('button', { name: 'Pause Monthly sticks' }));
  await page.keyboard.press('Enter');
  const pauseDialog = page.getByRole('dialog', { name: 'Pause Monthly sticks?' });
  await expect(pauseDialog).toContainText('your card is not charged while the subscription is paused');
  await expectNoAxeViolations(page);
  await tabTo(page, pauseDialog.getByRole('button', { name: 'Pause subscription' }));
  await page.keyboard.press('Enter');
  await expect(sticks.getByRole('status')).toHaveText('Your subscription Monthly sticks is paused.');
  await expect(sticks.getByText('Paused', { exact: true })).toBeVisible();
  await expect(sticks.getByText('None while paused')).toBeVisible();
  // Focus stays in the subscription: the Pause button went away with the status it belonged to.
  await expect(sticks.getByRole('heading', { level: 3 })).toBeFocused();

  await tabTo(page, sticks.getByRole('button', { name: 'Resume Monthly sticks' }));
  await page.keyboard.press('Enter');
  const resumeDialog = page.getByRole('dialog', { name: 'Resume Monthly sticks?' });
  await expect(resumeDialog).toContainText('Deliveries start again');
  await tabTo(page, resumeDialog.getByRole('button', { name: 'Resume subscription' }));
  await page.keyboard.press('Enter');
  await expect(sticks.getByRole('status')).toHaveText('Your subscription Monthly sticks is active again.');
  await expect(sticks.getByText('Active', { exact: true })).toBeVisible();
});

test("subscriptions: change a subscription's quantity by keyboard; beyond the configuration's limit it says so and keeps what was typed", async ({
  page,
}) => {
  await signInAsAda(page);
  const sticks = card(page, 'Monthly sticks');
  const quantity = sticks.getByLabel('Quantity: Amber Sticks');
  await tabTo(page, quantity);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveAccessibleDescription(/Choose a quantity between 1 and 5\./);
  await expect(quantity).toHaveValue('9');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(sticks.getByRole('status')).toHaveText('Your subscription Monthly sticks is updated.');
  await expect(sticks.getByText('3 × Amber Sticks')).toBeVisible();
  // Three cartons at the catalogue's €6.50.
  await expect(sticks.getByText('€19.50')).toBeVisible();
});

test('subscriptions: cancel a subscription by keyboard after a confirmation; it offers no actions afterwards', async ({
  page,
}) => {
  await signInAsAda(page);
  const care = card(page, 'Device care');
  await expect(care.getByText('Paused', { exact: true })).toBeVisible();
  await tabTo(page, care.getByRole('button', { name: 'Cancel Device care' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Device care?' });
  await expect(dialog).toContainText('A cancelled subscription cannot be resumed.');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel subscription' }));
  await page.keyboard.press('Enter');
  await expect(care.getByRole('status')).toHaveText('Your subscription Device care is cancelled.');
  await expect(care.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(care.getByText('No further deliveries')).toBeVisible();
  await expect(care.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
