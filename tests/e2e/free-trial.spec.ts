import { expect, openPage, test } from './support/test';
import { expectNoAxeViolations, signedInPage, signIn } from './support/accounts';

const TRIAL_EVENT = 'tracking:activity:free_trial_start';

test('free trial: an eligible shopper starts the trial by keyboard, free trial start is raised, the cart moves to the trial store view and holds the trial kit with its after-trial price', async ({
  browser,
}) => {
  const page = await openPage(browser);
  // The event is raised just before the page leaves: it is kept where the next page can still read it.
  await page.addInitScript((name) => {
    window.addEventListener(name, (event) => {
      const seen = JSON.parse(sessionStorage.getItem('seen-trial-events') ?? '[]') as unknown[];
      sessionStorage.setItem(
        'seen-trial-events',
        JSON.stringify([...seen, (event as CustomEvent<unknown>).detail]),
      );
    });
  }, TRIAL_EVENT);
  await page.goto('/sign-in');
  await signIn(page, 'newer', 'ada@example.com');

  await page.goto('/free-trial');
  const start = page.getByRole('button', { name: 'Start free trial' });
  await expect(start).toBeVisible();
  await expectNoAxeViolations(page);

  const trialCart = page.waitForRequest(
    (request) =>
      request.url().includes('/sandbox/commerce/graphql') &&
      request.headers()['store'] === 'trial' &&
      (request.postData() ?? request.url()).includes('customerCart'),
  );
  await start.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/cart');
  await trialCart;

  expect(
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen-trial-events'))) ?? '[]'),
  ).toEqual([{ program: 'device-trial' }]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'store_view')?.value).toBeTruthy();
  // The landing promised €1 today and the price after the trial in the cart: the kit is there, and so is that price.
  const cart = page.getByRole('main');
  await expect(cart.getByText('Aurora Trial Kit')).toBeVisible();
  await expect(cart.getByText('Total after trial')).toBeVisible();
  await expect(cart.getByText('€49.00')).toBeVisible();
  await expectNoAxeViolations(page);

  // Back on the landing, the shopper is already in the trial shop and is sent on to the trial cart.
  await page.goto('/free-trial');
  await expect(page.getByRole('link', { name: 'Go to your trial cart' })).toBeVisible();

  // The catalogue's server render is in the trial view too: the trial-only kit is in the first HTML.
  const trialPage = await page.request.get('/products/TRIAL-KIT');
  expect(trialPage.status()).toBe(200);
  expect(await trialPage.text()).toContain('Aurora Trial Kit');
  // A shopper outside the trial shop is not sold it: the same address is a 404 for them.
  const other = await openPage(browser);
  expect((await other.request.get('/products/TRIAL-KIT')).status()).toBe(404);
});

test('free trial: a shopper who had the trial is told so and has no button to start it', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'newer', 'new@example.com');
  await page.goto('/free-trial');
  await expect(
    page.getByText('You have already had this free trial, so it is not open to you again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
});

test('free trial: shoppers find the trial, the subscription and the starter kit where they look, on the Club page and in their categories, in English and German', async ({
  browser,
}) => {
  const page = await openPage(browser);
  await page.goto('/iluma-club');
  await page.getByRole('link', { name: 'Try the Aurora for 14 days' }).click();
  await page.waitForURL('**/free-trial');
  await page.goto('/iluma-club');
  await expect(page.getByRole('link', { name: 'Sticks every month: the subscription' })).toHaveAttribute(
    'href',
    '/products/STICKS-SUBSCRIPTION',
  );
  await expect(page.getByRole('link', { name: 'New here? The Starter Kit' })).toHaveAttribute(
    'href',
    '/products/STARTER-KIT',
  );
  await page.goto('/category/devices');
  await expect(
    page.getByRole('link', { name: 'New here? The Starter Kit brings a device and a carton of sticks.' }),
  ).toHaveAttribute('href', '/products/STARTER-KIT');
  await page.getByRole('link', { name: 'Not sure yet? Try the Aurora for 14 days for €1.' }).click();
  await page.waitForURL('**/free-trial');
  await page.goto('/category/sticks');
  await page.getByRole('link', { name: 'Sticks every month, delivered: see the subscription.' }).click();
  await page.waitForURL('**/products/STICKS-SUBSCRIPTION');
  await page.goto('/category/devices?lang=de');
  await expect(
    page.getByRole('link', { name: 'Noch unsicher? Testen Sie das Aurora-Gerät 14 Tage lang für 1 €.' }),
  ).toHaveAttribute('href', '/free-trial');
  await expectNoAxeViolations(page);
  await page.goto('/iluma-club?lang=de');
  await expect(page.getByRole('link', { name: 'Sticks jeden Monat: das Abonnement' })).toHaveAttribute(
    'href',
    '/products/STICKS-SUBSCRIPTION',
  );
});

test('free trial: the landing’s call to action is styled in the first HTML, before any script runs (no shift when its code arrives)', async ({
  browser,
}) => {
  const page = await openPage(browser, { javaScriptEnabled: false });
  await page.goto('/free-trial');
  const panel = page.getByRole('region', { name: 'Start your free trial' });
  await expect(panel).toBeVisible();
  // FreeTrial.css.ts: the panel's padding and border come from the widget's own stylesheet, linked by the server.
  expect(await panel.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('16px');
});
