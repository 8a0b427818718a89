import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from './support/test';

// Every page the shop serves, checked by axe against WCAG 2.2 AA in both themes and at phone width.
const pages = [
  '/',
  '/iluma-club',
  '/flavours/amber',
  '/flavour-finder',
  '/flavour-finder?q1=2&q2=3&q3=2',
  '/faq',
  '/articles/flavour-guide',
  '/articles/device-care',
  '/stores',
  '/search?q=amber',
  '/category/devices',
  '/products/AURORA',
  '/cart',
  '/checkout',
  '/sign-in',
  '/account',
  '/account/devices',
  '/account/profile',
  '/account/addresses',
  '/register',
  '/password-reset',
  '/account/age-verification',
  '/loyalty',
  '/no-such-page',
];

// One test per page checks both themes, one after the other in the same browser context: the second visit starts as
// fresh as the first (cookies and storage cleared, only the theme chosen), and the context's warm cache and browser
// save a context per theme. Each theme is its own step with a soft assertion, so a failure names its theme and the
// other theme is still checked.
for (const path of pages) {
  test(`axe: ${path} has no WCAG 2.2 AA violations in the light or the dark theme`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openPage(browser, { viewport: { width: 375, height: 812 } });
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${theme} theme`, async () => {
        if (theme === 'dark') {
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
          await page.context().clearCookies();
        }
        await page
          .context()
          .addCookies([
            { name: 'theme', value: encodeURIComponent(btoa(JSON.stringify(theme))), url: baseURL! },
          ]);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect
          .soft(
            results.violations.map(
              ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`,
            ),
            `${path} in the ${theme} theme`,
          )
          .toEqual([]);
      });
    }
    await page.context().close();
  });
}
