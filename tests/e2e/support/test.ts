import {
  expect,
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect, type Browser, type Locator, type Page, type Request, type Route } from '@playwright/test';

/**
 * Resolves once React has hydrated the shop page (the root sets `data-hydrated` on <html> in an effect). A click
 * that lands before hydration reaches only the server HTML: a form posts natively, a button does nothing. Shoppers
 * on slow phones can live with that; a test that means to exercise the hydrated page must not race it.
 * Pages that are not the React app (the editor harness) resolve at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/**
 * Resolves once React has hydrated `target` itself. A lazily loaded widget sits in a Suspense boundary that hydrates
 * when its chunk has arrived, after the page's own hydration: until then its buttons and radios are server HTML that
 * ignores the keyboard. React marks each element it has hydrated with its fiber.
 */
export async function waitForHydrationOf(target: Locator): Promise<void> {
  await expect
    .poll(
      () => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
      {
        message: 'hydrated by React',
      },
    )
    .toBe(true);
}

/** Makes every full-page navigation of this page (goto, reload) wait for hydration before the test goes on. */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** A fresh context and page for tests that need their own cookies, viewport or JavaScript switched off. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return options.javaScriptEnabled === false ? page : waitsForHydration(page);
}

/** Playwright's test with a `page` whose navigations wait for hydration. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitsForHydration(page));
  },
});
