import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test, type Locator, type Page } from './support/test';

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused({ timeout: 1 });
}

/** Records the page's tracking events (window CustomEvents) from its first script on. */
async function recordEvents(page: Page, names: string[]) {
  await page.addInitScript((eventNames: string[]) => {
    const seen: Array<{ name: string; detail: unknown }> = [];
    Object.assign(window, { __tracked: seen });
    for (const name of eventNames)
      window.addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
  }, names);
  return () => page.evaluate(() => (window as unknown as { __tracked: unknown[] }).__tracked);
}

test("newsletter: a guest subscribes on the club page by keyboard and is asked to confirm by e-mail; typing Ada's address reveals nothing and offers no way to unsubscribe her", async ({
  page,
}) => {
  const tracked = await recordEvents(page, ['tracking:activity:subscribe_block_click']);
  await page.goto('/iluma-club');
  const block = page.getByRole('region', { name: 'Club news by e-mail' });
  // The block hydrates as it nears the viewport; the shopper scrolls down to it first.
  await block.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');

  const email = block.getByRole('textbox', { name: 'E-mail address' });
  await tabTo(page, email);
  await page.keyboard.type('ada@example.com');
  // Both topics start ticked; the agreement is the shopper's own.
  await expect(block.getByRole('checkbox', { name: 'Club rewards and events' })).toBeChecked();
  await tabTo(page, block.getByRole('checkbox', { name: /I agree/ }));
  await page.keyboard.press('Space');
  await tabTo(page, block.getByRole('button', { name: 'Keep me posted' }));
  await page.keyboard.press('Enter');
  // The words any address gets: nothing says Ada is subscribed, or to what.
  await expect(block.getByRole('status')).toHaveText(
    'Almost done: please confirm your address with the link we have e-mailed to ada@example.com.',
  );
  await expect(block.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  expect(await tracked()).toEqual([
    {
      name: 'tracking:activity:subscribe_block_click',
      detail: { label: 'Keep me posted', location: 'newsletter block' },
    },
  ]);
  // A post of its own with Ada's uuid and no session is refused, and she stays subscribed (her account says so).
  const forged = await page.request.post('/newsletter/subscription', {
    multipart: { action: 'unsubscribe', uuid: 'a1d4c0de-0000-4000-8000-000000000001' },
    headers: { Origin: new URL(page.url()).origin, Accept: 'application/json' },
  });
  expect(forged.status()).toBe(401);
});

test("newsletter: an address typed, the agreement ticked and 'Keep me posted' pressed before the block's code arrives are sent by the block once it is in, nothing lost and no 405", async ({
  page,
}) => {
  await page.goto('/iluma-club');
  await page.waitForLoadState('networkidle');
  // From now on the shop's scripts arrive late, as on a slow phone: the block's code is held until the shopper pressed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const block = page.getByRole('region', { name: 'Club news by e-mail' });
  await block.scrollIntoViewIfNeeded();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await block.getByRole('textbox', { name: 'E-mail address' }).fill('late.reader@example.com');
  await block.getByRole('checkbox', { name: /I agree/ }).click();
  await block.getByRole('button', { name: 'Keep me posted' }).click();
  // The server's markup does not post the form by itself.
  await expect(page).toHaveURL(/\/iluma-club$/);
  expect(posts).toEqual([]);

  release();
  await expect(block.getByRole('status')).toHaveText(
    'Almost done: please confirm your address with the link we have e-mailed to late.reader@example.com.',
  );
  expect(posts).toEqual(['/newsletter/subscription']);
});

test('newsletter: without JavaScript a guest ticks the agreement, subscribes on the club page and is told to confirm by e-mail', async ({
  browser,
}) => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  await page.goto('/iluma-club');
  // The block loads its code when it nears the screen; without JavaScript its server HTML is all there is.
  const block = page.getByRole('region', { name: 'Club news by e-mail' });
  await block.getByRole('textbox', { name: 'E-mail address' }).fill('plain.reader@example.com');
  await block.getByRole('checkbox', { name: /I agree/ }).check();
  await block.getByRole('button', { name: 'Keep me posted' }).click();
  await expect(page).toHaveURL(/\/iluma-club\?newsletter=sent$/);
  await expect(page.getByRole('region', { name: 'Club news by e-mail' }).getByRole('status')).toHaveText(
    'Almost done: please confirm your address with the link we have e-mailed to you.',
  );
  await page.context().close();
});

test('newsletter: without JavaScript a subscription without the agreement comes back refused in words, the agreement marked', async ({
  browser,
}) => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  await page.goto('/iluma-club');
  const block = page.getByRole('region', { name: 'Club news by e-mail' });
  await block.getByRole('textbox', { name: 'E-mail address' }).fill('unsure.reader@example.com');
  await block.getByRole('button', { name: 'Keep me posted' }).click();
  // Only the refused field's name reaches the address bar, never what was typed.
  await expect(page).toHaveURL(/\/iluma-club\?newsletter=invalid&newsletterFields=agreement$/);
  const back = page.getByRole('region', { name: 'Club news by e-mail' });
  await expect(back.getByRole('alert')).toHaveText(
    'Please check the highlighted fields and send the form again.',
  );
  await expect(back.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
    'Please agree to receive the newsletter.',
  );
  await page.context().close();
});

test('newsletter: subscribing without the agreement is refused in words, and the address is kept', async ({
  page,
}) => {
  await page.goto('/iluma-club');
  const block = page.getByRole('region', { name: 'Club news by e-mail' });
  await block.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await tabTo(page, block.getByRole('textbox', { name: 'E-mail address' }));
  await page.keyboard.type('reader@example.com');
  await tabTo(page, block.getByRole('button', { name: 'Keep me posted' }));
  await page.keyboard.press('Enter');
  await expect(block.getByRole('alert')).toHaveText('Please agree to receive the newsletter.');
  await expect(block.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('reader@example.com');
});

test('contact: from the footer, a bad e-mail is refused in words, then a good one is sent, by keyboard', async ({
  page,
}) => {
  const tracked = await recordEvents(page, ['tracking:activity:contact_us_click']);
  await page.goto('/');
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }), 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');

  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type('ada-at-example.com');
  await tabTo(page, page.getByLabel('Your message'));
  await page.keyboard.type('Where is my order?');
  await tabTo(page, page.getByRole('button', { name: 'Send message' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address.',
  );
  await expect(page.getByLabel('Your message')).toHaveValue('Where is my order?');

  await page.getByLabel('E-mail address').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ada@example.com');
  await tabTo(page, page.getByRole('button', { name: 'Send message' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Thank you, your message is on its way. We will answer you by e-mail.',
  );
  expect(await tracked()).toEqual([
    {
      name: 'tracking:activity:contact_us_click',
      detail: { label: 'Send message', url: '/contact', location: 'contact page' },
    },
    {
      name: 'tracking:activity:contact_us_click',
      detail: { label: 'Send message', url: '/contact', location: 'contact page' },
    },
  ]);
});

test('contact: without JavaScript the form posts, keeps what was typed on error, then sends', async ({
  browser,
}) => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  await page.goto('/contact');
  await page.getByLabel('Your name (optional)').fill('Ada');
  await page.getByLabel('E-mail address').fill('ada-at-example.com');
  await page.getByLabel('Your message').fill('Hello from a plain browser');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
  await expect(page.getByLabel('Your name (optional)')).toHaveValue('Ada');
  await expect(page.getByLabel('Your message')).toHaveValue('Hello from a plain browser');
  await page.getByLabel('E-mail address').fill('ada@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you, your message is on its way. We will answer you by e-mail.',
  );
  await page.context().close();
});

for (const theme of ['light', 'dark'] as const)
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ])
    test(`contact and newsletter pages: no axe violations (${theme}, ${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const page = await openPage(browser, { viewport });
      await page
        .context()
        .addCookies([
          { name: 'theme', value: encodeURIComponent(btoa(JSON.stringify(theme))), url: baseURL! },
        ]);
      for (const path of ['/contact', '/account/newsletter', '/iluma-club']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          results.violations.map((violation) => violation.id),
          path,
        ).toEqual([]);
      }
      await page.context().close();
    });
