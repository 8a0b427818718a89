import AxeBuilder from '@axe-core/playwright';
import { arrowTo } from './support/keyboard';
import { expect, test, waitForHydrationOf, type Locator, type Page } from './support/test';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused({ timeout: 1 });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('flavour finder: a shared result link arrives rendered by the server, in both A/B variations', async ({
  request,
}) => {
  for (const variation of ['sandbox-flavour-finder', 'sandbox-flavour-finder-bold']) {
    const response = await request.get('/flavour-finder?q1=1&q2=3&q3=1', {
      headers: { Cookie: `builder.tests.sandbox-flavour-finder=${variation}` },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your flavour: Arctic');
    expect(html).toContain('Add Arctic to cart');
  }
  const start = await (await request.get('/flavour-finder')).text();
  expect(start).toContain('Question 1 of 3');
  expect(start).toContain('How strong do you like your flavour?');
});

test('flavour finder journey by keyboard: three answers, the recommended flavour into the cart, progress and result tracked', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: Array<{ name: string; detail: unknown }> = [];
    Object.assign(window, { __tracked: seen });
    for (const name of [
      'tracking:activity:flavour_finder_progress',
      'tracking:activity:flavour_finder_result',
    ])
      window.addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
  });
  await page.goto('/flavour-finder');
  const finder = page.getByRole('region', { name: 'Find your flavour' });
  // The finder is a lazy chunk that hydrates after the page: keys pressed before that reach only the server HTML.
  await waitForHydrationOf(finder.getByRole('button', { name: 'Next question' }));

  // Each question: Tab into the answers, the arrow keys choose, Tab to the button, Enter goes on.
  const answer = async (first: string, arrows: number, button: string) => {
    await tabTo(page, finder.getByRole('radio', { name: first }));
    for (let press = 1; press <= arrows; press += 1)
      await arrowTo(page, 'ArrowDown', finder.getByRole('radio').nth(press));
    await tabTo(page, finder.getByRole('button', { name: button }));
    await page.keyboard.press('Enter');
  };
  await answer('Gentle', 1, 'Next question');
  await expect(finder.getByText('Question 2 of 3')).toBeFocused();
  await answer('Warm and rounded', 2, 'Next question');
  await expect(finder.getByText('Question 3 of 3')).toBeFocused();
  await answer('Dry', 1, 'Show my flavour');

  await expect(finder.getByRole('heading', { name: 'Your flavour: Mint' })).toBeFocused();
  await expect(page).toHaveURL(/\/flavour-finder\?q1=2&q2=3&q3=2$/);
  await expectNoAxeViolations(page);

  await tabTo(page, finder.getByRole('button', { name: 'Add Mint to cart' }));
  await page.keyboard.press('Enter');
  await expect(finder.getByRole('status')).toHaveText('Mint is in your cart.');

  expect(await page.evaluate(() => (window as unknown as { __tracked: unknown[] }).__tracked)).toEqual([
    { name: 'tracking:activity:flavour_finder_progress', detail: { step: 1, answer: 'Balanced' } },
    { name: 'tracking:activity:flavour_finder_progress', detail: { step: 2, answer: 'Icy fresh' } },
    { name: 'tracking:activity:flavour_finder_progress', detail: { step: 3, answer: 'Lightly sweet' } },
    {
      name: 'tracking:activity:flavour_finder_result',
      detail: {
        flavours: ['Mint', 'Arctic', 'Ruby', 'Amber'],
        answers: ['Balanced', 'Icy fresh', 'Lightly sweet'],
      },
    },
  ]);

  await tabTo(page, finder.getByRole('link', { name: 'Go to cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Mint Sticks' })).toBeVisible();
});
