import { expect, openPage, test } from './support/test';
import { expectNoAxeViolations, signIn } from './support/accounts';

const TRIAL_EVENT = 'tracking:activity:free_trial_start';

test('free trial: an eligible shopper starts the trial by keyboard, free trial start is raised and the cart moves to the trial store view', async ({
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
  const page = await openPage(browser);
  await page.goto('/sign-in');
  await signIn(page, 'newer', 'new@example.com');
  await page.goto('/free-trial');
  await expect(
    page.getByText('You have already had this free trial, so it is not open to you again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start free trial' })).toHaveCount(0);
});
