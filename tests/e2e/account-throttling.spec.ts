import { expect, openPage, test, type Route } from './support/test';
import { accountBackends, newShopper, register, SANDBOX_PASSWORD } from './support/accounts';
import { ownPort, startServer, type ServerProcess } from './support/server';

/**
 * Issue 27: guessing and flooding the shop's forms is throttled per shopper address and per account. Each backend gets
 * a server of its own that trusts a proxy on loopback (TRUST_PROXY), so each request names its shopper's address in
 * X-Forwarded-For, and whose limits are small (THROTTLE_LIMITS): the suite's shared servers keep the defaults.
 */
const limits = {
  signInPerAddress: 5,
  resetsPerAccount: 3,
  registrationsPerAddress: 4,
  contactsPerAddress: 3,
  codesSentPerAccount: 2,
  codesTriedPerAccount: 3,
  subscriptionsPerAddress: 3,
};
const throttleLimits = [
  `sign-in.address=${limits.signInPerAddress}/15m`,
  'sign-in.account=12/1m',
  `password-reset.account=${limits.resetsPerAccount}/1h`,
  `registration.address=${limits.registrationsPerAddress}/1h`,
  `contact.address=${limits.contactsPerAddress}/1h`,
  `code-send.account=${limits.codesSentPerAccount}/1h`,
  `code-check.account=${limits.codesTriedPerAccount}/15m`,
  `newsletter.address=${limits.subscriptionsPerAddress}/1h`,
].join(',');

const tooMany = /Too many attempts\. For your security, please wait 15 minutes and try again\./;

for (const backend of accountBackends) {
  test.describe(`throttling (${backend} backend)`, () => {
    let server: ServerProcess;
    test.beforeAll(async () => {
      const port = ownPort(backend === 'newer' ? 1 : 2);
      server = await startServer({
        port,
        env: {
          TRUST_PROXY: 'loopback',
          THROTTLE_LIMITS: throttleLimits,
          ...(backend === 'older'
            ? { ACCOUNT_API_URL: `http://localhost:${port}/sandbox/account-legacy` }
            : {}),
        },
      });
    });
    test.afterAll(() => server.stop());

    /** A form posted as a browser before hydration would, from the shopper at `address` behind the trusted proxy. */
    const post = (path: string, fields: Record<string, string>, address: string) =>
      fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': address, Origin: server.origin },
        body: new URLSearchParams(fields),
      });

    test(`throttling: 20 wrong passwords for one account from one address are answered 429 after the limit, with Retry-After and the wait in words; the right password from another address still signs in (${backend} backend)`, async ({
      browser,
    }) => {
      const guesser = '198.51.100.20';
      const statuses: number[] = [];
      const started = Date.now();
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await post(
          '/sign-in',
          { email: 'ada@example.com', password: `guess-${attempt}` },
          guesser,
        );
        statuses.push(response.status);
        const page = await response.text();
        if (response.status === 429) {
          expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(800);
          expect(page).toMatch(tooMany);
          expect(page).toContain('value="ada@example.com"');
        } else expect(page).toContain('The e-mail address or password is not right');
      }
      const took = Date.now() - started;
      expect(statuses).toEqual([
        ...Array<number>(limits.signInPerAddress).fill(200),
        ...Array<number>(20 - limits.signInPerAddress).fill(429),
      ]);
      test.info().annotations.push({ type: 'figures', description: `20 wrong passwords in ${took} ms` });

      // In German, for a German page.
      const german = await post(
        '/sign-in?lang=de',
        { email: 'ada@example.com', password: 'noch-einer' },
        guesser,
      );
      expect(german.status).toBe(429);
      expect(await german.text()).toContain(
        'Zu viele Versuche. Zu Ihrer Sicherheit warten Sie bitte 15 Minuten und versuchen es dann erneut.',
      );

      // The shopper at that address sees the form again with what was typed and when to try again.
      const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': guesser } });
      const page = await context.newPage();
      await page.route(/\/assets\/.+\.js$/, (route: Route) => route.abort());
      await page.goto(`${server.origin}/sign-in`);
      await page.getByLabel('E-mail address').fill('ada@example.com');
      await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
      await page.getByLabel('Password').press('Enter');
      await expect(page.getByRole('alert')).toHaveText(tooMany);
      await expect(page.getByLabel('E-mail address')).toHaveValue('ada@example.com');
      await context.close();

      // The owner, at another address, signs in with the right password.
      const owner = await post(
        '/sign-in',
        { email: 'ada@example.com', password: SANDBOX_PASSWORD },
        '203.0.113.20',
      );
      expect(owner.status).toBe(200);
      expect(await owner.text()).toContain('You are signed in.');
    });

    test(`throttling: password reset links for one e-mail are refused after the limit from any address, and registrations from one address after theirs (${backend} backend)`, async () => {
      const resets: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        resets.push(
          (await post('/password-reset', { email: 'new@example.com' }, `192.0.2.${30 + attempt}`)).status,
        );
      expect(resets).toEqual([
        ...Array<number>(limits.resetsPerAccount).fill(200),
        ...Array<number>(6 - limits.resetsPerAccount).fill(429),
      ]);
      const refused = await post('/password-reset', { email: 'new@example.com' }, '192.0.2.40');
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      const page = await refused.text();
      expect(page).toMatch(/Too many attempts\. For your security, please wait (59|60) minutes/);
      expect(page).toContain('value="new@example.com"');
      // Another e-mail from the same addresses is still sent.
      expect((await post('/password-reset', { email: 'ada@example.com' }, '192.0.2.40')).status).toBe(200);

      const registrations: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        registrations.push(
          (
            await post(
              '/register',
              { email: `shopper${attempt}@example.com`, firstName: 'Sam' },
              '198.51.100.50',
            )
          ).status,
        );
      expect(registrations).toEqual([
        ...Array<number>(limits.registrationsPerAddress).fill(200),
        ...Array<number>(6 - limits.registrationsPerAddress).fill(429),
      ]);
    });

    test(`throttling: one-time codes tried past the account's limit and a third code sent within the hour are refused with the wait in words, the code and the number typed kept, and no text message goes out (${backend} backend)`, async ({
      browser,
    }) => {
      const page = await openPage(browser, {
        baseURL: server.origin,
        extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.80' },
      });
      await register(page, backend, newShopper('Grace', 'Hopper'));
      await page.getByRole('link', { name: 'Your details' }).click();
      const phone = page.getByRole('region', { name: 'Phone number' });
      const number = (last: string) => `+4915177${String(Date.now()).slice(-5)}${last}`;
      const first = number('01');
      await phone.getByLabel('New mobile number').fill(first);
      await phone.getByRole('button', { name: 'Send a code' }).click();
      await expect(phone.getByRole('status')).toHaveText(`We sent a one-time code to ${first}.`);

      // Wrong codes are the account service's own refusal until the limit, then the shop's wait; the code stays typed.
      const code = phone.getByLabel('Code from the text message');
      const answers: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/account/codes') answers.push(response.status());
      });
      for (let tried = 0; tried < limits.codesTriedPerAccount; tried++) {
        await code.fill(`00000${tried}`);
        await phone.getByRole('button', { name: 'Confirm' }).click();
        await expect(phone.getByRole('alert')).toContainText('This code is not right or has expired.');
      }
      await code.fill('000009');
      await phone.getByRole('button', { name: 'Confirm' }).click();
      await expect(phone.getByRole('alert')).toHaveText(
        /Too many attempts\. For your security, please wait (14|15) minutes and try again\./,
      );
      await expect(code).toHaveValue('000009');
      expect(answers).toEqual([...Array<number>(limits.codesTriedPerAccount).fill(400), 429]);

      // A second number gets its code; a third within the hour does not, and no message is sent to it.
      await phone.getByRole('button', { name: 'Use another' }).click();
      const second = number('02');
      await phone.getByLabel('New mobile number').fill(second);
      await phone.getByRole('button', { name: 'Send a code' }).click();
      await expect(phone.getByRole('status')).toHaveText(`We sent a one-time code to ${second}.`);
      await phone.getByRole('button', { name: 'Use another' }).click();
      const third = number('03');
      await phone.getByLabel('New mobile number').fill(third);
      await phone.getByRole('button', { name: 'Send a code' }).click();
      await expect(phone.getByRole('alert')).toHaveText(
        /Too many attempts\. For your security, please wait (59|60) minutes and try again\./,
      );
      await expect(phone.getByLabel('New mobile number')).toHaveValue(third);
      const outbox = await page.request.get(`/sandbox/outbox/${encodeURIComponent(third)}`);
      expect(outbox.status()).toBe(404);
      await page.context().close();
    });

    if (backend === 'newer')
      test('throttling: newsletter subscriptions from one address are refused after the limit with Retry-After and the wait in words', async () => {
        const statuses: number[] = [];
        let last: { error?: string; subscription?: unknown } = {};
        for (let attempt = 0; attempt < 5; attempt++) {
          const response = await post(
            '/newsletter/subscription',
            {
              action: 'subscribe',
              email: `reader${attempt}.${Date.now()}@example.com`,
              topics: 'marketing',
              dataProcessingAgreement: 'on',
              preferredLanguage: 'en',
            },
            '198.51.100.90',
          );
          statuses.push(response.status);
          last = (await response.json()) as typeof last;
          if (response.status === 429) expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
        }
        expect(statuses).toEqual([
          ...Array<number>(limits.subscriptionsPerAddress).fill(200),
          ...Array<number>(5 - limits.subscriptionsPerAddress).fill(429),
        ]);
        expect(last.error).toMatch(/Too many attempts\. For your security, please wait (59|60) minutes/);
      });

    if (backend === 'newer')
      test('throttling: contact messages from one address are refused after the limit, the message typed kept', async () => {
        const statuses: number[] = [];
        let last = '';
        for (let attempt = 0; attempt < 5; attempt++) {
          const response = await post(
            '/contact',
            { name: 'Sam', email: `sam${attempt}@example.com`, message: `Hello number ${attempt}` },
            '198.51.100.60',
          );
          statuses.push(response.status);
          last = await response.text();
        }
        expect(statuses).toEqual([
          ...Array<number>(limits.contactsPerAddress).fill(200),
          ...Array<number>(5 - limits.contactsPerAddress).fill(429),
        ]);
        expect(last).toMatch(/Too many attempts\. For your security, please wait (59|60) minutes/);
        expect(last).toContain('Hello number 4');
      });
  });
}
