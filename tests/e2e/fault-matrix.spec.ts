import { expect, openPage, test, type Locator, type Page } from './support/test';
import { FaultServer, rawServerWords, ShopServer, type FaultMode } from './support/faultServer';

/*
 * Issue 11's fault matrix: every backend variable the shop uses, in the browser and on the server, pointed at a
 * misbehaving server, and the pages that use it loaded under each fault. A cell passes when the shopper reads a clear
 * message in the shop's words (an alert) within 11 s (the 5 s client timeout + 6), with no site-wide error page, no
 * 404, no raw server text, and what they typed still there. One production server per variable, reused for its cells;
 * the fault server's mode changes at run time. BUILDER_API_HOST is another suite's (Builder content failures);
 * ENGAGEMENT_API_URL is read by no page yet. PLATFORM_API_URL serves only reads a page can do without: its cells are
 * documented silent fallbacks within the server's optional-read budget (docs/architecture.md), not messages.
 */

const base = Number(process.env.E2E_PORT ?? 3210);
const faults = new FaultServer(base + 19);
/** 5,000 ms client timeout + 6 s. */
const MESSAGE_WITHIN_MS = 11_000;

interface Cell {
  variable: string;
  mode: FaultMode;
  page: string;
  ms: number;
}
const cells: Cell[] = [];

test.afterAll(async () => {
  await faults.close();
  if (cells.length === 0) return;
  const rows = cells.map((cell) => [cell.variable, cell.mode, cell.page, `${(cell.ms / 1000).toFixed(1)} s`]);
  const header = ['variable', 'mode', 'page', 'message after'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) => row.map((value, column) => value.padEnd(widths[column]!)).join(' | ');
  console.log(
    `\nFault matrix: ${cells.length} cells, each a clear message within ${MESSAGE_WITHIN_MS / 1000} s\n${[line(header), ...rows.map(line)].join('\n')}\n`,
  );
});

/** Answers the analytics question, so the banner covers nothing the test clicks. */
async function dismissConsent(page: Page) {
  const noThanks = page.getByRole('button', { name: 'No, thanks' });
  if (await noThanks.isVisible()) await noThanks.click();
}

/** What every cell holds to, once its message is on screen. */
async function expectNoSiteWideFailure(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Something went wrong|Page not found)$/ }),
  ).toHaveCount(0);
  const text = await page.locator('body').innerText();
  for (const words of rawServerWords)
    expect(text, `raw server text "${words}" on screen`).not.toContain(words);
}

/** Loads a page and waits for its message; the clock runs from the navigation. */
async function loadAndRead(page: Page, path: string, message: () => Locator): Promise<number> {
  const started = Date.now();
  const response = await page.goto(path);
  expect(response?.status(), `${path} is a page that exists`).not.toBe(404);
  await expect(message()).toBeVisible({ timeout: MESSAGE_WITHIN_MS });
  return Date.now() - started;
}

/** Runs the shopper's action and waits for its message; the clock runs from the action. */
async function actAndRead(action: () => Promise<void>, message: () => Locator): Promise<number> {
  const started = Date.now();
  await action();
  await expect(message()).toBeVisible({ timeout: MESSAGE_WITHIN_MS });
  return Date.now() - started;
}

type Visit = { page: string; run: (page: Page) => Promise<number> };

const alert = (page: Page, words: RegExp | string) =>
  page.getByRole('alert').filter({ hasText: words }).first();

const signIn: Visit = {
  page: '/sign-in (submit)',
  async run(page) {
    await page.goto('/sign-in');
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password').fill('Sandbox!2026');
    const ms = await actAndRead(
      () => page.getByRole('button', { name: 'Sign in' }).click(),
      // Wrong credentials for a 401, else a failed sign-in or our service being unreachable: never a success.
      () =>
        alert(
          page,
          /e-mail address or password is not right|could not sign you in|cannot reach our service|Please try again/,
        ),
    );
    await expect(page.getByLabel('E-mail address')).toHaveValue('ada@example.com');
    await expect(page.getByText(/Signed in as/)).toHaveCount(0);
    return ms;
  },
};

const register: Visit = {
  page: '/register',
  run: (page) =>
    loadAndRead(page, '/register', () =>
      alert(page, /^Registration is not available just now\. Please try again later\.$/),
    ),
};

const loyalty: Visit = {
  page: '/loyalty',
  run: (page) =>
    loadAndRead(page, '/loyalty', () => alert(page, 'Your points and rewards cannot be shown right now.')),
};

const product: Visit = {
  page: '/products/AURORA',
  run: (page) =>
    loadAndRead(page, '/products/AURORA', () => alert(page, 'This product could not be loaded.')),
};

const category: Visit = {
  page: '/category/devices',
  run: (page) =>
    loadAndRead(page, '/category/devices', () => alert(page, 'The products could not be loaded.')),
};

const searchPage: Visit = {
  page: '/search?q=device',
  run: (page) =>
    loadAndRead(page, '/search?q=device', () => alert(page, 'Search is not available right now.')),
};

const searchAgain: Visit = {
  page: '/search (new query)',
  async run(page) {
    // The page's own field, not the header's.
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('amber');
    const ms = await actAndRead(
      () => page.getByRole('main').getByRole('search').getByRole('button', { name: 'Search' }).click(),
      () => alert(page, 'Search is not available right now.'),
    );
    await expect(field).toHaveValue('amber');
    return ms;
  },
};

const stores: Visit = {
  page: '/stores (search)',
  async run(page) {
    await page.goto('/stores');
    await dismissConsent(page);
    await page.getByLabel('City or postcode').fill('Berlin');
    const ms = await actAndRead(
      () =>
        page.getByRole('search', { name: 'Find a store' }).getByRole('button', { name: 'Search' }).click(),
      () => alert(page, 'We could not load the stores.'),
    );
    await expect(page.getByLabel('City or postcode')).toHaveValue('Berlin');
    return ms;
  },
};

const allButGraphql: FaultMode[] = ['down', 'hang', '500', 'malformed', '401'];

const backends: Array<{
  variable: string;
  env: (url: string) => Record<string, string>;
  modes: FaultMode[];
  visits: Visit[];
}> = [
  {
    variable: 'ACCOUNT_API_URL (newer)',
    env: (url) => ({ ACCOUNT_API_URL: `${url}/account-evo` }),
    modes: allButGraphql,
    visits: [signIn, register],
  },
  {
    variable: 'ACCOUNT_API_URL (older)',
    env: (url) => ({ ACCOUNT_API_URL: `${url}/account` }),
    modes: allButGraphql,
    visits: [signIn, register],
  },
  {
    variable: 'LOYALTY_API_URL',
    // The loyalty timeout is the one the configuration may shorten: the hang costs 2 s instead of 5.
    env: (url) => ({ LOYALTY_API_URL: `${url}/loyalty`, LOYALTY_TIMEOUT_MS: '2000' }),
    modes: allButGraphql,
    visits: [loyalty],
  },
  {
    variable: 'COMMERCE_GRAPHQL_URL',
    env: (url) => ({ COMMERCE_GRAPHQL_URL: `${url}/graphql` }),
    modes: ['down', 'hang', '500', 'malformed', 'graphql-errors', '401'],
    visits: [product, category],
  },
  {
    variable: 'SEARCH_API_URL',
    env: (url) => ({ SEARCH_API_URL: `${url}/search` }),
    modes: allButGraphql,
    visits: [searchPage, searchAgain],
  },
  {
    variable: 'STORE_SEARCH_API_URL',
    env: (url) => ({ STORE_SEARCH_API_URL: `${url}/stores` }),
    modes: allButGraphql,
    visits: [stores],
  },
];

backends.forEach(({ variable, env, modes, visits }, index) => {
  test.describe(`fault matrix: ${variable}`, () => {
    const shop = new ShopServer(base + 10 + index, env(faults.url));
    test.beforeAll(() => shop.start());
    test.afterAll(() => shop.stop());

    for (const mode of modes) {
      test(`fault matrix: ${variable} ${mode}: each page says so in the shop's words within 11 s, keeps what was typed, no error page, 404 or raw server text`, async ({
        browser,
      }) => {
        await faults.setMode(mode);
        const page = await openPage(browser, { baseURL: shop.url });
        for (const visit of visits) {
          const ms = await visit.run(page);
          await expectNoSiteWideFailure(page);
          expect(ms).toBeLessThan(MESSAGE_WITHIN_MS);
          cells.push({ variable, mode, page: visit.page, ms });
        }
        await page.context().close();
      });
    }
  });
});

test.describe('fault matrix: PAYMENTS_API_URL', () => {
  test.describe.configure({ mode: 'serial' });
  const variable = 'PAYMENTS_API_URL';
  const shop = new ShopServer(base + 10 + backends.length, { PAYMENTS_API_URL: `${faults.url}/payments` });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    await shop.start();
    await faults.setMode('down');
    // A guest with a product, through the checkout to the payment step (commerce is the sandbox's).
    page = await openPage(browser, { baseURL: shop.url });
    await page.goto('/products/CHARGER');
    await dismissConsent(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await page.goto('/checkout');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await page.getByLabel('E-mail address').fill('grace@example.com');
    await continueButton.click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Street', { exact: true }).fill('Unter den Linden');
    await page.getByLabel('House number').fill('5');
    await page.getByLabel('Postcode').fill('10117');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Phone number').fill('+4930123456');
    await continueButton.click();
    await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
  });
  test.afterAll(async () => {
    await page?.context().close();
    await shop.stop();
  });

  for (const mode of allButGraphql) {
    test(`fault matrix: ${variable} ${mode}: the payment step says the payment cannot start within 11 s, places no order and keeps the address`, async () => {
      await faults.setMode(mode);
      const continueButton = page.getByRole('button', { name: 'Continue' });
      if (await page.getByRole('heading', { name: 'Payment' }).isVisible()) {
        await page.getByRole('button', { name: 'Back' }).click();
      }
      await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
      await continueButton.click();
      await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
      const ms = await actAndRead(
        () => continueButton.click(),
        () => alert(page, 'Card or wallet cannot start right now, so your order is not placed yet.'),
      );
      expect(ms).toBeLessThan(MESSAGE_WITHIN_MS);
      await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByText('Thank you for your order')).toHaveCount(0);
      await expectNoSiteWideFailure(page);
      cells.push({ variable, mode, page: '/checkout (payment step)', ms });
      // What the shopper typed is still there.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Shipping address' }).click();
      await expect(page.getByLabel('First name')).toHaveValue('Grace');
      await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Unter den Linden');
      await continueButton.click();
      await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
    });
  }
});

/** Far above the 300 ms optional-read budget and a render on a busy machine, far below the 5 s client timeout. */
const FIRST_BYTE_WITHIN_MS = 1_000;

/**
 * The shopper's "Allow analytics" answer as the shop's cookie holds it (React Router's cookie: base64 of the JSON), so
 * /stores looks the shopper's address up on every request: location by IP is never remembered.
 */
const analyticsAllowed = `analytics_consent=${Buffer.from(JSON.stringify('granted')).toString('base64')}`;

/** The time to a page's first byte (a public page is sent whole, so its headers come with its body), on a URL no cache holds. */
async function firstByte(url: string): Promise<{ ms: number; status: number; cacheControl: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html', cookie: analyticsAllowed } });
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return { ms, status: response.status, cacheControl: response.headers.get('cache-control') ?? '' };
}

test.describe('fault matrix: PLATFORM_API_URL', () => {
  const variable = 'PLATFORM_API_URL';
  let renders = 0;

  for (const mode of allButGraphql) {
    test(`fault matrix: ${variable} ${mode}: product, home and store pages answer their first byte within 1 s and render without the platform (documented silent fallback)`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      await faults.setMode(mode);
      // A server of its own per mode: the readers remember a failed read for a minute, and each cell must meet its fault.
      const shop = new ShopServer(base + 10 + backends.length + 1, {
        PLATFORM_API_URL: `${faults.url}/platform`,
      });
      await shop.start();
      try {
        // A new process's first render of a page type also compiles its code (over a second on a busy machine): it
        // must answer, and its time is noted. Its platform read (configuration, mapping) is the one the next pages of
        // that type meet at once: still hanging for 5 s, or failed and remembered. Every URL is fresh, so no copy in
        // the page cache answers; /stores looks the address up on every request.
        const visits: Array<{ path: string; first?: true }> = [
          { path: '/products/AURORA', first: true },
          { path: '/products/AURORA' },
          { path: '/products/CHARGER' },
          { path: '/products/AURORA' },
          { path: '/', first: true },
          { path: '/' },
          { path: '/stores', first: true },
          { path: '/stores' },
          { path: '/stores' },
        ];
        for (const { path, first } of visits) {
          renders += 1;
          const { ms, status, cacheControl } = await firstByte(`${shop.url}${path}?cell=${renders}`);
          expect(status, `${path} answers`).toBe(200);
          // The lookup was made (the page depends on the shopper's address): location by IP met the fault.
          if (path === '/stores') expect(cacheControl).toMatch(/private/);
          if (!first) expect(ms, `${path} first byte`).toBeLessThan(FIRST_BYTE_WITHIN_MS);
          cells.push({ variable, mode, page: `${path} (first byte${first ? ', new process' : ''})`, ms });
        }
        const page = await openPage(browser, { baseURL: shop.url });
        // The product page shows its product; its configuration is the shop's own (the platform's switches left out).
        await page.goto('/products/AURORA');
        await expect(page.getByRole('heading', { level: 1, name: 'Aurora Device' })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expectNoSiteWideFailure(page);
        // Location by IP (after the shopper's consent) falls back to the market's place, which the page names.
        await page.getByRole('button', { name: 'Allow analytics' }).click();
        await expect(page.getByRole('button', { name: 'Allow analytics' })).toBeHidden();
        await page.goto('/stores');
        await expect(page.getByText(/^Stores around Berlin, to start with\./)).toBeVisible();
        await expect(page.getByRole('list', { name: 'Stores' }).getByRole('listitem').first()).toBeVisible();
        await expectNoSiteWideFailure(page);
        await page.context().close();
      } finally {
        await shop.stop();
      }
    });
  }
});

test.describe('fault matrix: ADDRESS_SUGGEST_URL', () => {
  const variable = 'ADDRESS_SUGGEST_URL';
  const unavailable = 'Suggestions are not available just now, type the address in full.';
  const shop = new ShopServer(base + 10 + backends.length + 2, {
    ADDRESS_SUGGEST_URL: `${faults.url}/suggest`,
  });
  test.beforeAll(() => shop.start());
  test.afterAll(() => shop.stop());

  for (const mode of allButGraphql) {
    test(`fault matrix: ${variable} ${mode}: the store search field says suggestions are not available, typing goes on and the search still finds stores`, async ({
      browser,
    }) => {
      await faults.setMode(mode);
      const page = await openPage(browser, { baseURL: shop.url });
      await page.goto('/stores');
      await dismissConsent(page);
      const field = page.getByRole('combobox', { name: 'City or postcode' });
      const ms = await actAndRead(
        () => field.fill('Ham'),
        () => alert(page, unavailable),
      );
      expect(ms).toBeLessThan(MESSAGE_WITHIN_MS);
      await expect(field).toHaveAccessibleDescription(new RegExp(unavailable.replace('.', '\\.')));
      await field.pressSequentially('burg');
      await expect(field).toHaveValue('Hamburg');
      await page
        .getByRole('search', { name: 'Find a store' })
        .getByRole('button', { name: 'Search' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: /stores? found for Hamburg/ })).toBeVisible();
      await expectNoSiteWideFailure(page);
      cells.push({ variable, mode, page: '/stores (typing)', ms });
      await page.context().close();
    });
  }
});
