import { expect, openPage, test, type Page } from './support/test';
import { accountBackends, newShopper, register, type AccountBackend } from './support/accounts';
import { addToCart, continueButton, shipPayAndPlace } from './support/checkout';

/**
 * Issue 28, one truth for every number: what a page promises or states (points, a subscription's price, a cancellation
 * request) is what the shop's services hold, and a new account holds nothing it did not do. On both account backends.
 */

/** The balance the account's loyalty page shows, read from its "Points balance" figure. */
async function balance(page: Page): Promise<number> {
  await page.goto('/account/loyalty');
  const figure = page.getByText('Points balance', { exact: true }).locator('xpath=following-sibling::p[1]');
  await expect(figure).toBeVisible();
  return Number((await figure.innerText()).replace(/[^\d]/g, ''));
}

/** The number a promise on the page states ("You earn 50 points", "100 club points"). */
const figureIn = (text: string) => Number(/(\d[\d,]*)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);

async function newAccount(page: Page, backend: AccountBackend, first: string, last: string) {
  await register(page, backend, newShopper(first, last));
}

/** The checkout of the cart so far, with the age check a new account passes by scanning a document where asked. */
async function checkOut(page: Page): Promise<string> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await continueButton(page).click();
  const ageCheck = page.getByRole('heading', { name: 'Age check' });
  const address = page.getByRole('heading', { name: 'Shipping address' });
  await expect(ageCheck.or(address)).toBeVisible();
  if (await ageCheck.isVisible()) {
    await page.getByRole('radio', { name: 'Scan an identity document' }).check();
    await page.getByRole('button', { name: 'Confirm my age' }).click();
  }
  return shipPayAndPlace(page);
}

for (const backend of accountBackends) {
  test(`account (${backend} backend): one truth: a new account starts with no demo history (no points, Bronze, no orders, subscriptions or referrals)`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    await newAccount(page, backend, 'Emmy', 'Noether');
    expect(await balance(page)).toBe(0);
    await expect(page.getByText('Bronze member')).toBeVisible();
    await expect(page.getByText('1,240 points')).toHaveCount(0);
    await page.goto('/account/orders');
    await expect(page.getByText('You have not ordered anything yet.')).toBeVisible();
    await page.goto('/account/subscriptions');
    await expect(page.getByText('You have no subscriptions yet.')).toBeVisible();
    await page.goto('/account/referrals');
    await expect(page.getByText('No points from referrals yet.')).toBeVisible();
    await page.context().close();
  });

  test(`account (${backend} backend): one truth: the points an article, a survey and a device registration promise are the points credited`, async ({
    browser,
  }) => {
    test.slow();
    const page = await openPage(browser);
    await newAccount(page, backend, 'Lise', 'Meitner');
    let expected = await balance(page);

    // An article: "Read it to earn 20 points" in the account's list, collected at the end of the article's page.
    const promised = page.getByText(/^Read it to earn \d+ points?$/).first();
    const articlePoints = figureIn((await promised.textContent()) ?? '');
    await promised.locator('xpath=ancestor::li[1]').getByRole('link').click();
    await page.getByRole('button', { name: `I have read it: collect ${articlePoints} points` }).click();
    await expect(
      page.getByText(`You earned ${articlePoints} points for reading this article.`),
    ).toBeVisible();
    expected += articlePoints;
    expect(await balance(page)).toBe(expected);

    // A survey: "You earn 50 points." once it is sent.
    await page.goto('/account/surveys');
    await page.getByRole('link', { name: 'Take the survey: Your taste profile' }).click();
    await page.getByRole('button', { name: 'Start survey' }).click();
    await page.getByRole('radio', { name: 'Fruity' }).check();
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('radio', { name: 'Every month' }).check();
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('textbox').fill('A ginger blend');
    await page.getByRole('button', { name: 'Send answers' }).click();
    const promise = page.getByRole('status').filter({ hasText: /You earn \d+ points\./ });
    await expect(promise).toBeVisible();
    expected += figureIn(/You earn (\d+) points/.exec((await promise.textContent()) ?? '')?.[1] ?? '');
    expect(await balance(page)).toBe(expected);

    // A device: "Register a device: 100 club points".
    await page.goto('/account/devices');
    const offer = page.getByText(/^Register a device: \d+ club points$/);
    await expect(offer).toBeVisible();
    const devicePoints = figureIn((await offer.textContent()) ?? '');
    await page.getByLabel('Registration code').fill('DEVICE-NEW-0003');
    await page.getByRole('button', { name: 'Register device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your device is registered.' })).toBeVisible();
    expected += devicePoints;
    expect(await balance(page)).toBe(expected);
    await page.context().close();
  });

  test(`account (${backend} backend): one truth: a bought subscription product is listed on the subscriptions page with its real price, and the order's points are credited as the order states`, async ({
    browser,
  }) => {
    test.slow();
    const page = await openPage(browser);
    await newAccount(page, backend, 'Chien-Shiung', 'Wu');
    // The price the product page asks, which the subscription then costs.
    const price = '€55.00';
    await addToCart(page, 'STICKS-SUBSCRIPTION');
    await expect(page.getByRole('main').getByText(price).first()).toBeVisible();
    const orderNumber = await checkOut(page);

    await page.goto('/account/subscriptions');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Monthly sticks/, level: 3 }) });
    await expect(card.getByText('1 × Monthly Sticks Subscription')).toBeVisible();
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByText('You have no subscriptions yet.')).toHaveCount(0);

    await page.goto(`/account/orders/${orderNumber}`);
    const stated = page.getByText(/^Loyalty points: \d+ earned/);
    await expect(stated).toBeVisible();
    const points = figureIn((await stated.textContent()) ?? '');
    await expect(page.getByText(`This order earned you ${points} club points.`)).toBeVisible();
    expect(await balance(page)).toBe(points);
    await page.context().close();
  });

  test(`account (${backend} backend): one truth: a paid order's cancellation request is still shown as requested after a reload`, async ({
    browser,
  }) => {
    test.slow();
    const page = await openPage(browser);
    await newAccount(page, backend, 'Rosalind', 'Franklin');
    await addToCart(page, 'CHARGER');
    const orderNumber = await checkOut(page);
    await page.goto(`/account/orders/${orderNumber}`);
    // A card order is paid and turns processing within seconds; then its cancellation is requested, not made.
    const request = page.getByRole('button', { name: 'Request cancellation' });
    await expect(async () => {
      await page.reload();
      await expect(request).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await request.click();
    await page.getByRole('button', { name: 'Yes, request cancellation' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^We have your cancellation request \(reference cancel-\d+\)/ }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByText('Cancellation requested', { exact: true })).toBeVisible();
    await expect(request).toHaveCount(0);
    await page.context().close();
  });
}
