import { expect, openPage, test, type Page } from './support/test';

// What a designer signed off, kept: the home page and the club page as a guest sees them, on a phone and a desktop,
// light and dark. A change that moves them fails here with a picture of the difference; an intended one updates the
// baseline (`--update-snapshots`) and the picture is looked at in review.
const pages = [
  { name: 'home', path: '/' },
  { name: 'loyalty', path: '/loyalty' },
] as const;
const widths = [390, 1280] as const;
const themes = ['light', 'dark'] as const;

/** A cookie value as React Router's createCookie writes it (JSON, base64): the theme and the consent answer. */
const cookieValue = (value: string) => Buffer.from(JSON.stringify(value)).toString('base64');

/** Waits until every picture on the page has loaded, scrolling through it so lazy ones start, then back to the top. */
async function picturesLoaded(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), {
      message: 'pictures loaded',
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { name, path } of pages)
  for (const theme of themes)
    test(`looks: ${name} page in the ${theme} theme, on a phone and a desktop, as signed off`, async ({
      browser,
      baseURL,
    }) => {
      const page = await openPage(browser, { reducedMotion: 'reduce' });
      await page.context().addCookies([
        { name: 'theme', value: cookieValue(theme), url: baseURL ?? '' },
        // The consent banner is answered, so it covers nothing.
        { name: 'analytics_consent', value: cookieValue('denied'), url: baseURL ?? '' },
      ]);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        // The first page of a visit stays in the fallback face while the shop's typeface downloads; the next page has
        // it from the start, as every page after a shopper's first does.
        await expect
          .poll(() => page.evaluate(() => sessionStorage.getItem('web-font')), { message: 'web font loaded' })
          .toBe('ready');
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-web-font', 'ready');
        await picturesLoaded(page);
        await expect(page).toHaveScreenshot(`${name}-${theme}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.002,
        });
      }
      await page.context().close();
    });
