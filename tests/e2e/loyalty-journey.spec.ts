import { expect, openPage, test, type Page } from './support/test';
import {
  expectNoAxeViolations,
  newShopper,
  register,
  signedInPage,
  type AccountBackend,
} from './support/accounts';

/** A new shopper, registered and on the account's loyalty page (reached by its link), so journeys never meet. */
async function onAccountLoyalty(page: Page, backend: AccountBackend = 'newer') {
  await register(page, backend, newShopper('Grace', 'Hopper'));
  const link = page.getByRole('link', { name: /^Earn club points/ }).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/loyalty$/);
  await expect(page.getByRole('heading', { name: 'Earn club points', level: 1 })).toBeVisible();
}

/**
 * The same journey on each loyalty backend: the default server has the newer one (/api/loyalty/...), the second
 * server (project older-account-backend) the older one (LOYALTY_API_URL at /sandbox/loyalty-legacy).
 */
const loyaltyBackends = [
  {
    backend: 'newer',
    base: '/sandbox/loyalty-evo',
    read: /\/earnings\/article$/,
    redeem: /\/consumers\/[^/]+\/reward$/,
  },
  {
    backend: 'older',
    base: '/sandbox/loyalty-legacy',
    read: /\/customers\/[^/]+\/articles$/,
    redeem: /\/prizes\/buy$/,
  },
] as const;

for (const { backend, base, read: readCall, redeem: redeemCall } of loyaltyBackends) {
  test(`loyalty (${backend} backend): by keyboard, a delivered reward asks where it goes, shows the address before any points are taken, and sends it with the redemption`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, backend, 'ada@example.com');
    await page.goto('/account/loyalty');
    const balance = page
      .getByText('Points balance', { exact: true })
      .locator('xpath=following-sibling::p[1]');
    await expect(balance).toHaveText(/^[\d,]+ points$/);
    const before = Number((await balance.innerText()).replace(/\D/g, ''));
    const redemptions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && redeemCall.test(new URL(request.url()).pathname))
        redemptions.push(request.postData() ?? '');
    });

    await page.getByRole('button', { name: 'Redeem Summer festival tickets draw' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Where should we send Summer festival tickets draw?' });
    // Her default address from the book is chosen; nothing is spent yet.
    await expect(dialog.getByRole('radio', { name: /Unter den Linden 77/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Redeem Summer festival tickets draw?' });
    await expect(confirm.getByText('We will send it to:')).toBeVisible();
    await expect(confirm.getByText(/Unter den Linden 77/)).toBeVisible();
    expect(redemptions).toEqual([]);

    await confirm.getByRole('button', { name: 'Yes, redeem for 150 points' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm.getByText('Summer festival tickets draw is yours.')).toBeVisible();
    await expect(confirm.getByText('We are sending it to:')).toBeVisible();
    // One redemption, carrying the address it goes to; the balance is 150 points lower.
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toContain('Unter den Linden');
    expect(redemptions[0]).toContain('10117');
    await page.keyboard.press('Escape');
    await expect(balance).toHaveText(`${(before - 150).toLocaleString('en')} points`);
    await page.context().close();
  });

  test(`loyalty (${backend} backend): by keyboard, an article found in the account is read on its page, whose end collects its points once, and the balance shows them`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const loyaltyCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/sandbox/loyalty')) loyaltyCalls.push(`${request.method()} ${pathname}`);
    });
    await onAccountLoyalty(page, backend);
    // A new shopper starts with no points (the sandbox's demo history is Ada's alone).
    const balance = page
      .getByText('Points balance', { exact: true })
      .locator('xpath=following-sibling::p[1]');
    await expect(balance).toHaveText('0 points');
    await expectNoAxeViolations(page);

    // The account lists the article by its title; nothing there gives points for a click.
    const article = page.getByRole('link', { name: 'Five habits for a long device life' });
    await expect(article.locator('xpath=ancestor::li[1]')).toContainText('Read it to earn 20 points');
    await article.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles\/device-care$/);
    const collect = page.getByRole('button', { name: 'I have read it: collect 20 points' });
    await collect.scrollIntoViewIfNeeded();
    await collect.focus();
    const earned = page.waitForResponse(
      (response) => response.request().method() === 'POST' && readCall.test(new URL(response.url()).pathname),
    );
    await page.keyboard.press('Enter');
    expect((await earned).url()).toContain(base);
    await expect(page.getByText('You earned 20 points for reading this article.')).toBeVisible();
    await expect(collect).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/account/loyalty');
    await expect(balance).toHaveText('20 points');
    // Read once: the account says so.
    await expect(article.locator('xpath=ancestor::li[1]')).toContainText(/20 pointsRead$/);
    // Every loyalty call went to this backend's own paths.
    expect(loyaltyCalls.length).toBeGreaterThan(0);
    expect(loyaltyCalls.filter((call) => !call.split(' ')[1]!.startsWith(base))).toEqual([]);
    await page.context().close();
  });
}

test('loyalty: by keyboard, a contest entry with a file is sent and the contest says it is entered', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await onAccountLoyalty(page);
  await expect(page.getByText('Up to 3 files, JPEG, PNG or PDF, at most 5 MB each.')).toBeVisible();

  await page.getByRole('radio', { name: 'Mint' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Mint' })).toBeChecked();
  await page.getByLabel(/Tell us about your favourite moment/).focus();
  await page.keyboard.type('The tasting evening in Berlin');
  await page.getByLabel(/Photos or documents/).setInputFiles({
    name: 'moment.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
  });
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/contests'),
  );
  await page.getByRole('button', { name: 'Enter the contest' }).focus();
  await page.keyboard.press('Enter');
  // Chromium does not hand a body holding a file to Playwright; the multipart fields themselves are asserted in
  // features/src/loyalty/backends.test.ts against the sandbox, which refuses an entry without them.
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(page.getByText('You have entered the contest. Good luck!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});
