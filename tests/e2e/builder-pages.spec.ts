import { expect, openPage, test, type Page } from './support/test';

/** Console messages React and the SDK print when something is wrong (hydration mismatches included). */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !/favicon/.test(message.location().url))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('builder: the home page is rendered on the server (the page source holds the content)', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Find the flavour that fits your day');
  expect(html).toContain('Our flavours');
  expect(html).toContain('Join the ILUMA Club');
  // The largest image is preloaded once, ahead of the styles (React hoists it for the priority image).
  expect(html.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
    '<link rel="preload" as="image" href="/images/hero/home.svg" fetchPriority="high"/>',
  ]);
  // Nothing is loaded from Builder's CDN (its pixel included); the configuration names its image host, which is all.
  expect(html.match(/cdn\.builder\.io[^"\\]*/g)).toEqual(['cdn.builder.io']);
});

test('builder: the home page hydrates without warnings and without requests to hosts we do not control', async ({
  page,
  baseURL,
}) => {
  const problems = collectProblems(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the flavour that fits your day');
  expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  expect(foreign).toEqual([]);
  expect(await page.locator('img[src*="pixel"]').count()).toBe(0);
});

test('builder: a page served from the page cache is the same page, its scripts allowed by hash, and hydrates without warnings', async ({
  browser,
}) => {
  // Two visitors with the same (no) cookies: the second is served the first one's render from the page cache.
  const first = await openPage(browser);
  const firstPolicy = await (await first.goto('/'))!.headerValue('content-security-policy');
  const second = await openPage(browser);
  const problems = collectProblems(second);
  const response = await second.goto('/');
  expect(response!.headers()['x-page-cache']).toBe('hit');
  // Shared caches keep one copy per cookie header: theme and analytics answer are cookies the page follows.
  expect(response!.headers()['vary']).toMatch(/\bCookie\b/);
  // A copy reaches many visitors, also through Varnish, which cannot change it: it carries no nonce to share.
  const policy = response!.headers()['content-security-policy']!;
  expect(policy).toBe(firstPolicy);
  expect(policy).not.toContain("'nonce-");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+[;\s]/);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Find the flavour that fits your day');
  expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  const inlineScripts = await second.evaluate(() =>
    [...document.scripts].filter((script) => !script.src).map((script) => script.nonce),
  );
  expect(inlineScripts.length).toBeGreaterThan(0);
  expect(new Set(inlineScripts)).toEqual(new Set(['']));
  await Promise.all([first.context().close(), second.context().close()]);
});

test('builder: a URL no page targets is a real 404 page', async ({ request }) => {
  const response = await request.get('/flavours/no-such-flavour');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});

test('builder preview: without proof from the editor, ?builder.preview is ignored: a draft-only page is 404, a published page its published content', async ({
  request,
}) => {
  for (const url of [
    '/flavours/ember',
    '/flavours/ember?builder.preview=page',
    '/flavours/ember?builder.preview=page&builder.overrides.page=sandbox-flavour-ember',
    '/flavours/ember?builder.preview=page&builder.frameEditing=page&__builder_editing__=true&builder.overrides.page=sandbox-flavour-ember',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toContain('Ember — coming soon');
  }
  const live = await (await request.get('/iluma-club')).text();
  const preview = await (
    await request.get('/iluma-club?builder.preview=page&builder.overrides.page=sandbox-iluma-club')
  ).text();
  const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
  expect(heading(preview)).toBe(heading(live));
});

test("builder preview: an editor URL opened on its own is the shop's rendering of the published page; the SDK never loads outside the editor's frame", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/iluma-club?builder.preview=page&builder.frameEditing=page&__builder_editing__=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[builder-id]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('builder: visitors whose cookies differ only in ones the page does not read share one cached copy', async ({
  request,
}) => {
  // A tag manager's visitor id makes every cookie header unique; the page reads only theme, consent and A/B cookies.
  await request.get('/faq', { headers: { Cookie: '_ga=GA1.1.1001' } });
  const other = await request.get('/faq', { headers: { Cookie: '_ga=GA1.1.2002; seen_intro=1' } });
  expect(other.headers()['x-page-cache']).toBe('hit');
  const dark = encodeURIComponent(btoa(JSON.stringify('dark')));
  // A cookie the page reads has a copy of its own (another spec may have stored the dark one already, kept an hour).
  const themed = await request.get('/faq', { headers: { Cookie: `_ga=GA1.1.1001; theme=${dark}` } });
  expect(await themed.text()).toContain('Switch to the light theme');
});

test('builder: an A/B-tested page serves one visitor the same variation every time (Builder test cookie)', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await page.goto('/flavour-finder');
  const first = await page.getByRole('heading', { level: 1 }).textContent();
  const cookie = (await page.context().cookies()).find(
    (item) => item.name === 'builder.tests.sandbox-flavour-finder',
  );
  expect(cookie?.value).toMatch(/^sandbox-flavour-finder(-bold)?$/);
  for (let visit = 0; visit < 3; visit += 1) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!);
  }
  await page.context().close();
});

test('builder: each A/B variation is served to the visitors assigned to it', async ({ request }) => {
  const headline = async (variation: string) => {
    const html = await (
      await request.get('/flavour-finder', {
        headers: { Cookie: `builder.tests.sandbox-flavour-finder=${variation}` },
      })
    ).text();
    return html.match(/<h1[^>]*>([^<]*)/)?.[1];
  };
  expect(await headline('sandbox-flavour-finder')).toBe('Which flavour is yours?');
  expect(await headline('sandbox-flavour-finder-bold')).toBe('Your perfect flavour in 30 seconds');
});

test('builder tracking: an impression waits for analytics consent, then is POSTed with the events fields of the spec', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/track')) sent.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  const tracked = page.waitForRequest(
    (request) => request.url().endsWith('/sandbox/builder/api/v1/track') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Allow analytics' }).click();
  const request = await tracked;
  const { events } = request.postDataJSON();
  expect(events[0]).toMatchObject({
    type: 'impression',
    data: {
      contentId: 'sandbox-home',
      ownerId: 'sandbox-public-key',
      sessionId: expect.any(String),
      visitorId: expect.any(String),
      userAttributes: expect.any(Object),
      metadata: expect.objectContaining({ url: expect.stringContaining('/') }),
    },
  });
  expect((await request.response())?.status()).toBe(200);
});

test('builder tracking: a click is tracked too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Allow analytics' }).click();
  await page.waitForLoadState('networkidle');
  const click = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/track') &&
      request.postDataJSON().events.some((event: { type: string }) => event.type === 'click'),
  );
  await page.getByRole('heading', { name: 'Our flavours' }).click();
  const { events } = (await click).postDataJSON();
  expect(events.find((event: { type: string }) => event.type === 'click').data).toMatchObject({
    contentId: 'sandbox-home',
    ownerId: 'sandbox-public-key',
  });
});

test('builder tracking: nothing is sent when the browser asks not to be tracked, even with consent', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  const sent: string[] = [];
  await page.context().addCookies([
    {
      name: 'analytics_consent',
      value: encodeURIComponent(btoa(JSON.stringify('granted'))),
      url: baseURL!,
    },
  ]);
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/track')) sent.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { name: 'Our flavours' }).click();
  await page.waitForTimeout(1500);
  expect(sent).toEqual([]);
});

test("builder forms: an error shows the server's message found at the configured path", async ({ page }) => {
  await page.goto('/faq');
  await page.getByLabel('E-mail address').fill('someone@localhost');
  await page.getByRole('button', { name: 'Ask us' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Ask us' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you, we will answer you by e-mail.');
});
