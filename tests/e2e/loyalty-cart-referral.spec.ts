import { expect, openPage, test, type Locator, type Page } from './support/test';
import {
  accountBackends,
  declineCookies,
  expectNoAxeViolations,
  fillRegistration,
  isAccountCall,
  newShopper,
  register,
  signedInPage,
} from './support/accounts';

/** The sandbox's second shopper's code, a friend's code any new shopper may join with. */
const FRIEND_CODE = 'FRIEND-7Q4K';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses instead of hanging. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused({ timeout: 1 });
}

const totalOf = (page: Page) =>
  page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');

for (const backend of accountBackends) {
  test(`loyalty cart (${backend} backend): a signed-in shopper with the points applies a loyalty campaign in the cart by keyboard and sees the total change, then removes it`, async ({
    browser,
  }) => {
    // Ada has the points; a new shopper has none, and is offered nothing.
    const newcomer = await openPage(browser);
    await register(newcomer, backend, newShopper('Emmy', 'Noether'));
    await newcomer.goto('/products/STICKS-RUBY');
    await newcomer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(newcomer.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
    const campaignsRead = newcomer.waitForResponse((answer) =>
      /\/rewards\?type=campaign|\/campaigns$/.test(answer.url()),
    );
    await newcomer.goto('/cart');
    await campaignsRead;
    await expect(newcomer.getByRole('button', { name: 'Remove Ruby Sticks' })).toBeVisible();
    await expect(newcomer.getByRole('region', { name: 'Pay with club points' })).toHaveCount(0);

    const page = await signedInPage(browser, backend, 'ada@example.com');
    await page.goto('/products/STICKS-RUBY');
    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /added/i })).toBeVisible();

    await page.goto('/cart');
    const use = page.getByRole('button', { name: 'Use 400 points for €5.00 off' });
    await expect(use).toBeVisible();
    const before = await totalOf(page).innerText();
    await tabTo(page, use);
    await page.keyboard.press('Enter');
    await expect(page.getByText('400 club points used: €5.00 off your order.')).toBeVisible();
    await expect(page.getByText('Club points (400 points)')).toBeVisible();
    await expect(totalOf(page)).not.toHaveText(before);
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('button', { name: 'Stop using points' }));
    await page.keyboard.press('Enter');
    await expect(use).toBeVisible();
    await expect(totalOf(page)).toHaveText(before);
    // Ada's cart as it was, for the journeys after this one.
    await page.getByRole('button', { name: 'Remove Ruby Sticks' }).click();
    await expect(page.getByRole('button', { name: 'Remove Ruby Sticks' })).toHaveCount(0);
  });

  test(`referral (${backend} backend): a new shopper registers with a friend's code by keyboard, a wrong code said first, and finds it in the account`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const shopper = newShopper('Lise', 'Meitner');
    await page.goto('/register');
    await declineCookies(page);
    await fillRegistration(page, shopper);

    const code = page.getByLabel("A friend's referral code (optional)");
    await tabTo(page, code);
    await page.keyboard.type('NOT-A-CODE');
    await page.keyboard.press('Enter');
    await expect(code).toBeFocused();
    await expect(
      page.getByText('This referral code is not valid. Check it with your friend, or leave the field empty.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(FRIEND_CODE);
    const recorded = page.waitForResponse((response) =>
      backend === 'newer'
        ? response.request().method() === 'PATCH' &&
          /\/api\/users\/[^/]+\/profile\/referrer-code$/.test(response.url())
        : response.request().method() === 'PUT' && response.url().endsWith('/referral/customer'),
    );
    const signedIn = page.waitForResponse((response) => isAccountCall(backend, 'signIn', response.request()));
    await page.keyboard.press('Enter');
    expect((await signedIn).status()).toBe(200);
    expect((await recorded).status()).toBe(200);
    await expect(page).toHaveURL(/\/account$/);

    await tabTo(page, page.getByRole('link', { name: 'Invite friends' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/referrals$/);
    await expect(page.getByText(`You joined with a friend's code: ${FRIEND_CODE}.`)).toBeVisible();
    await expect(page.getByText('Your referral code')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
