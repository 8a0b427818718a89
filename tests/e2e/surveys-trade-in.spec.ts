import type { Page } from '@playwright/test';
import { expect, openPage, test } from './support/test';
import { expectNoAxeViolations, newShopper, register } from './support/accounts';
import { arrowTo } from './support/keyboard';

/** Both themes, as the shopper's theme cookie sets them; axe checks the page as it is now in each. */
async function expectNoAxeViolationsInBothThemes(page: Page, baseURL: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page
      .context()
      .addCookies([{ name: 'theme', value: encodeURIComponent(btoa(JSON.stringify(theme))), url: baseURL }]);
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await expectNoAxeViolations(page);
  }
}

test('surveys: a shopper takes a survey start to finish by keyboard, one question at a time', async ({
  browser,
  baseURL,
}) => {
  // Registration and axe in both themes on three screens take longer than one plain journey.
  test.slow();
  const page = await openPage(browser);
  await register(page, 'newer', newShopper('Marie', 'Curie'));

  await page.getByRole('link', { name: 'Surveys and quizzes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Surveys and quizzes', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where do our flavours come from?' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, baseURL!);

  await page.getByRole('link', { name: 'Take the survey: Your taste profile' }).focus();
  await page.keyboard.press('Enter');
  const start = page.getByRole('button', { name: 'Start survey' });
  await start.focus();
  await page.keyboard.press('Enter');

  // Question 1: the step is announced and the focus starts at the question's heading.
  await expect(page.getByText('Question 1 of 3')).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('heading', { name: 'Your taste profile' })).toBeFocused();
  await expectNoAxeViolationsInBothThemes(page, baseURL!);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose an answer.' })).toBeAttached();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Fruity' })).toBeChecked();
  await arrowTo(page, 'ArrowDown', page.getByRole('radio', { name: 'Fresh and minty' }));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  // Question 2, then back to check the first answer is kept, then on.
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  // The step's heading takes the focus in an effect after the step renders: Tab waits for it, or it starts elsewhere.
  await expect(page.getByRole('heading', { name: 'Your taste profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Previous question' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  // Question 3, in the shopper's own words, then send.
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your taste profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('A ginger blend');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send answers' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'You earn 50 points.' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, baseURL!);

  await page.getByRole('link', { name: 'All surveys and quizzes' }).focus();
  await page.keyboard.press('Enter');
  const tasteProfile = page.getByRole('listitem').filter({ hasText: 'Your taste profile' });
  await expect(tasteProfile.getByText('Completed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the survey: Your taste profile' })).toHaveCount(0);
  await page.context().close();
});

test('trade-in: a device shows its trade-in offer, the shopper checks eligibility by keyboard, and the cart line says it qualifies', async ({
  browser,
  baseURL,
}) => {
  const page = await openPage(browser);
  await register(page, 'newer', newShopper('Alan', 'Turing'));

  // Flavour sticks are no device: no offer.
  await page.goto('/products/STICKS-AMBER');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trade in your old device' })).toHaveCount(0);

  await page.goto('/products/NOVA');
  await expect(page.getByText('Bring your old device and get €30.00 off this one.')).toBeVisible();
  const check = page.getByRole('button', { name: 'Check if I can trade in' });
  await check.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Good news' })).toHaveText(
    'Good news: you can trade in a device and get €30.00 off.',
  );
  await expectNoAxeViolationsInBothThemes(page, baseURL!);

  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: 'Nova Device' });
  await expect(line.getByText('Trade-in possible: €30.00 off with your old device')).toBeVisible();
  await page.context().close();
});
