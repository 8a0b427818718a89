import { expect, openPage, test } from './support/test';
import {
  accountBackends,
  declineCookies,
  newShopper,
  register,
  SANDBOX_PASSWORD,
  signIn,
  type AccountBackend,
} from './support/accounts';
import { addToCart, continueButton } from './support/checkout';
import { ownPort, startServer } from './support/server';
import { startTelemetryReceiver, tracesTo } from './support/telemetry';

/**
 * Issue 31, spec section 3: what a shopper types into the shop's four personal flows (sign-in, registration, checkout,
 * the profile) reaches none of what leaves the shop for an operator: the log (at debug, where the embedded backends'
 * requests are logged too), the traces exported over OTLP and the error reports sent to Sentry. After each flow a
 * render fault (the test-only STOREFRONT_TEST_FAULTS=render) throws on the flow's page with what the shopper typed in
 * its message, as a bug dumping a form would, so an error event is made while the shopper's session is live.
 */
const ports: Record<AccountBackend, number> = { newer: ownPort(46), older: ownPort(47) };

/** A value with nothing of a word or number on either side: a postcode inside a span's nanosecond time is not it. */
const standingAlone = (value: string) =>
  new RegExp(`(?<![\\w+])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);

for (const backend of accountBackends)
  test(`redaction: no typed personal value reaches a log line, a span or an error report (sign-in, registration, checkout, profile; ${backend} backend)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const port = ports[backend];
    const telemetry = await startTelemetryReceiver();
    const server = await startServer({
      port,
      env: {
        LOG_LEVEL: 'debug',
        ...tracesTo(telemetry),
        SENTRY_DSN: telemetry.dsn,
        SENTRY_BROWSER_SAMPLE_RATE: '1',
        STOREFRONT_TEST_FAULTS: 'render',
        ...(backend === 'older'
          ? { ACCOUNT_API_URL: `http://localhost:${port}/sandbox/account-legacy` }
          : {}),
      },
    });
    const page = await openPage(browser, { baseURL: server.origin });
    try {
      const shopper = newShopper('Wilhelmina', 'Quaglietti');
      const wrongPassword = 'Wrong!Guess42';
      const shipTo = {
        firstName: 'Theodora',
        lastName: 'Vanderzee',
        street: 'Zeugenbergweg',
        houseNumber: '9',
        postcode: '06484',
        city: 'Quedlinburg',
        phone: '+49394677123',
      };
      const profile = {
        firstName: 'Eleonora',
        lastName: 'Pfannkuchen',
        phone: '+4915798765432',
        street: 'Kastanienallee',
        postcode: '38855',
        city: 'Wernigerode',
      };
      const faults: string[] = [];
      /** The page the flow ended on throws in its root loader, its message repeating what was typed. */
      const renderFault = async (flow: string, typed: Record<string, string>) => {
        const answer = await page.request.get(page.url(), {
          headers: { 'x-storefront-test-fault': `Render failed after ${flow}: ${JSON.stringify(typed)}` },
        });
        expect(answer.status(), flow).toBe(500);
        faults.push(answer.headers()['x-request-id']!);
      };

      // Sign-in: a wrong password first (a refusal is what a log is most tempted to explain), then the right one.
      await page.goto('/sign-in');
      await declineCookies(page);
      await page.getByLabel('E-mail address').fill('ada@example.com');
      await page.getByLabel('Password').fill(wrongPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await signIn(page, backend, 'ada@example.com');
      await page.waitForURL('**/account');
      await renderFault('sign-in', { email: 'ada@example.com', password: SANDBOX_PASSWORD });
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());

      // Registration, which signs the new shopper in.
      await register(page, backend, shopper);
      await renderFault('registration', { email: shopper.email, password: shopper.password });

      // Checkout: a shipping address typed in full, to the placed order.
      await addToCart(page, 'CHARGER');
      await page.goto('/checkout');
      await continueButton(page).click();
      await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
      await page.getByLabel('First name').fill(shipTo.firstName);
      await page.getByLabel('Last name').fill(shipTo.lastName);
      await page.getByLabel('Street', { exact: true }).fill(shipTo.street);
      await page.getByLabel('House number').fill(shipTo.houseNumber);
      await page.getByLabel('Postcode').fill(shipTo.postcode);
      await page.getByLabel('City').fill(shipTo.city);
      await page.getByLabel('Phone number').fill(shipTo.phone);
      await continueButton(page).click();
      await expect(page.getByRole('heading', { name: /Delivery/ })).toBeVisible({ timeout: 20_000 });
      await continueButton(page).click();
      await expect(page.getByRole('heading', { name: /Payment/ })).toBeVisible();
      await continueButton(page).click();
      await expect(page.getByRole('heading', { name: /Review/ })).toBeVisible();
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/checkout\/confirmation\//);
      await renderFault('checkout', shipTo);

      // The profile: the shopper's details and a new address in the address book.
      await page.goto('/account/profile');
      await page.getByLabel('First name').fill(profile.firstName);
      await page.getByLabel('Last name').fill(profile.lastName);
      await page.getByLabel('Phone number (optional)').fill(profile.phone);
      await page.getByRole('button', { name: 'Save my details' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
      await page.goto('/account/addresses');
      await page.getByRole('button', { name: 'Add an address' }).click();
      await page.getByLabel('First name').fill(profile.firstName);
      await page.getByLabel('Last name').fill(profile.lastName);
      await page.getByLabel('Street').fill(profile.street);
      await page.getByLabel('House number').fill('41');
      await page.getByLabel('Postcode').fill(profile.postcode);
      await page.getByLabel('Town or city').fill(profile.city);
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: `${profile.street} 41` })).toBeVisible();
      await renderFault('profile', profile);

      // Every signal was live: each fault is an error event and a server span, and the log has debug lines.
      const reported = () =>
        faults.filter((id) =>
          telemetry.envelopes.some((envelope) =>
            envelope.events.some((event) => event.tags?.['request_id'] === id),
          ),
        );
      await expect.poll(reported, { timeout: 10_000 }).toEqual(faults);
      const traced = () =>
        faults.filter((id) =>
          telemetry.spans.some((span) =>
            span.attributes.some(
              ({ key, value }) => key === 'storefront.request_id' && value.stringValue === id,
            ),
          ),
        );
      await expect.poll(traced, { timeout: 10_000 }).toEqual(faults);
      expect(server.output()).toContain('"level":20');

      const typed = [
        'ada@example.com',
        wrongPassword,
        SANDBOX_PASSWORD,
        shopper.email,
        shopper.password,
        shopper.firstName,
        shopper.lastName,
        ...Object.values(shipTo).filter((value) => value !== shipTo.houseNumber),
        ...Object.values(profile),
      ];
      const received = {
        log: server.output(),
        spans: telemetry.traceExports.join('\n'),
        'error reports': telemetry.envelopes.map((envelope) => envelope.raw).join('\n'),
      };
      for (const [where, text] of Object.entries(received))
        for (const value of typed)
          for (const form of new Set([value, encodeURIComponent(value), value.replace(/^\+/, '')]))
            expect(text, `${value} in the ${where}`).not.toMatch(standingAlone(form));
    } finally {
      await page.context().close();
      await server.stop();
      await telemetry.close();
    }
  });
