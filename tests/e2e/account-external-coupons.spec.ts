import type { Page } from '@playwright/test';
import { expect, openPage, test } from './support/test';
import { accountBackends, expectNoAxeViolations, newShopper, register } from './support/accounts';

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

for (const backend of accountBackends) {
  test(`external coupons: a shopper requests a partner coupon by keyboard and finds it in the wallet (${backend} backend)`, async ({
    browser,
    baseURL,
  }) => {
    // Registration and axe in both themes on two states take longer than one plain journey.
    test.slow();
    const page = await openPage(browser);
    await register(page, backend, newShopper('Grace', 'Hopper'));

    await page.getByRole('link', { name: 'My coupons' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'My coupons', level: 1 })).toBeVisible();
    await expect(page.getByText('You have no coupons yet. Request one from a partner below.')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, baseURL!);

    const request = page.getByRole('button', { name: 'Request coupon from City Cinema' });
    await request.focus();
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/users\/[^/]+\/coupons$|\/coupons\/external\/request$/.test(response.url()),
    );
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(backend === 'newer' ? 201 : 200);

    // The coupon is announced, and the keyboard lands on it in the wallet as its button goes away.
    await expect(page.getByRole('status')).toContainText(
      /Your coupon from City Cinema is ready: CIT-[0-9A-F]{8}/,
    );
    const wallet = page.getByRole('region', { name: 'Your coupons' });
    await expect(wallet.getByRole('heading', { name: 'City Cinema' })).toBeFocused();
    const code = (await page.getByRole('status').textContent())!.match(/CIT-[0-9A-F]{8}/)![0];
    await expect(wallet.getByText(code)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request coupon from City Cinema' })).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, baseURL!);

    // The service keeps it: on a fresh visit the wallet still shows the same code.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your coupons' }).getByText(code)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request coupon from Green Rides' })).toBeVisible();
  });
}
