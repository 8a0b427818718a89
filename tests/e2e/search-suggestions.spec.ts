import { expect, openPage, test, type Page } from './support/test';
import { declineCookies, expectNoAxeViolations } from './support/accounts';

const desktop = { viewport: { width: 1280, height: 800 } };

/** Counts the search service's calls the browser makes, from now on. */
function countSearchCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/search')) calls.push(request.url());
  });
  return calls;
}

test('search suggestions: typing asks the search service once per pause, not per letter, and the suggestions are a combobox the keyboard works (arrows, Enter opens the product, Escape closes)', async ({
  page,
}) => {
  await page.goto('/');
  await declineCookies(page);
  const calls = countSearchCalls(page);
  const field = page.getByRole('banner').getByLabel('Search the shop');
  await field.focus();
  await expect(field).toHaveAttribute('role', 'combobox');
  await page.keyboard.type('sticks');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: /Mint Sticks/ })).toBeVisible();
  // The shop's own category is suggested by its name, before the service's hits.
  await expect(list.getByRole('option').first()).toHaveText(/Flavour sticks\s*Category/);
  // One request for the words typed without a pause (the hook's unit test holds the exact count on a fake clock; a
  // busy machine may stretch one keystroke into a pause here, never six).
  expect(calls.length).toBeLessThanOrEqual(2);
  expect(new URL(calls.at(-1)!).searchParams.get('q')).toBe('sticks');
  const asked = calls.length;
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(list.getByRole('option')).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('sticks');

  await page.keyboard.press('ArrowDown');
  const mint = list.getByRole('option', { name: /Mint Sticks/ });
  while ((await mint.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await mint.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/products/STICKS-MINT');
  expect(calls).toHaveLength(asked);
});

test('search suggestions: Enter with no suggestion chosen searches, as the field did before suggestions, and in German the words and categories are German', async ({
  browser,
}) => {
  const page = await openPage(browser, desktop);
  await page.goto('/?lang=de');
  await page.getByRole('button', { name: 'Nein, danke' }).click();
  const field = page.getByRole('banner').getByLabel('Im Shop suchen');
  await field.focus();
  await page.keyboard.type('ge', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Vorschläge' });
  await expect(list.getByRole('option').first()).toHaveText(/Geräte\s*Kategorie/);
  await expect(page.getByRole('banner').locator('[aria-live="polite"]')).toHaveText(/\d+ Vorschläge?/);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/search?q=ge');
});

test('search suggestions: without JavaScript the header field is a plain search form that still searches', async ({
  browser,
}) => {
  const page = await openPage(browser, { ...desktop, javaScriptEnabled: false });
  await page.goto('/');
  const field = page.getByRole('banner').getByLabel('Search the shop');
  await expect(field).not.toHaveAttribute('role', 'combobox');
  await field.fill('mint');
  await field.press('Enter');
  await page.waitForURL('**/search?q=mint');
  await expect(page.getByRole('link', { name: /Mint Sticks/ }).first()).toBeVisible();
});
