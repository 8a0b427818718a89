import { expect, openPage, test, type Page } from './support/test';

/** Console messages React prints when something is wrong (hydration mismatches included). */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test("builder built-ins: the club page's Builder blocks are in the server's HTML", async ({ request }) => {
  const html = await (await request.get('/iluma-club')).text();
  for (const text of [
    'How it works',
    '1. Create an account',
    'Join the club now',
    'Questions about the club',
    'Do my points expire?',
    // The help note is a symbol the page names only by id: the server fetched it.
    'Still have a question?',
    'Visit the help pages',
  ])
    expect(html).toContain(text);
  expect(html).toContain('alt="A device ready to register"');
});

test('builder built-ins: the club page hydrates without warnings, and its accordion opens one answer at a time', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/iluma-club');
  const first = page.getByRole('button', { name: 'Does the club cost anything?' });
  const second = page.getByRole('button', { name: 'Do my points expire?' });
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await expect(page.getByText('Membership is free for every registered customer.')).toBeVisible();
  await second.click();
  await expect(page.getByText('Points stay valid for 24 months')).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

/** The boxes of the three "How it works" columns. */
async function columnBoxes(page: Page) {
  const columns = page.locator('.builder-columns').first().locator(':scope > .builder-column');
  await expect(columns).toHaveCount(3);
  return Promise.all([0, 1, 2].map(async (index) => (await columns.nth(index).boundingBox())!));
}

test('builder built-ins: Columns sit side by side on a desktop and stack on phones when stackColumnsAt is tablet', async ({
  browser,
}) => {
  const desktop = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  await desktop.goto('/iluma-club');
  const wide = await columnBoxes(desktop);
  expect(new Set(wide.map((box) => Math.round(box.y))).size).toBe(1);
  expect(wide[1]!.x).toBeGreaterThan(wide[0]!.x + wide[0]!.width);
  await desktop.context().close();

  const phone = await openPage(browser, { viewport: { width: 375, height: 812 } });
  await phone.goto('/iluma-club');
  const stacked = await columnBoxes(phone);
  expect(stacked[1]!.y).toBeGreaterThanOrEqual(stacked[0]!.y + stacked[0]!.height);
  expect(stacked[2]!.y).toBeGreaterThanOrEqual(stacked[1]!.y + stacked[1]!.height);
  // Nothing wider than the phone: the page never scrolls sideways.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.context().close();
});
