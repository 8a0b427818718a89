import { setupServer } from 'msw/node';
import { RouterContextProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { SANDBOX_PASSWORD, sandboxCodeFor } from '@storefront/features/backends/account/sandbox';
import { accountBackendFor } from '@storefront/features/account';
import { CAPTCHA_HEADER } from '@storefront/features/platform';
import { DEFAULT_THROTTLE_LIMITS, environmentProblems, shopConfig, throttleLimits } from './config.server';
import { loadContextFor } from './storeLocation.server';
import { createThrottle } from './throttle.server';
import { action as signInAction } from '../routes/sign-in';
import { action as passwordResetAction } from '../routes/password-reset';
import { action as oneTimeCodeAction } from '../routes/account.codes';
import { action as newsletterAction } from '../routes/newsletter.subscription';

const limits = { address: { count: 3, seconds: 60 }, account: { count: 5, seconds: 1 } };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('throttle rules', () => {
  test('sign-in: an address is refused after its limit of wrong passwords, with the time to wait', async () => {
    const throttle = createThrottle('sign-in', limits);
    const keys = { address: '198.51.100.1', account: 'ada@example.com' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await throttle.refusal(keys)).toBeUndefined();
      await throttle.failed(keys);
    }
    const refusal = await throttle.refusal(keys);
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(55);
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The same address is refused for another account too: it is the address that guessed.
    expect(await throttle.refusal({ ...keys, account: 'new@example.com' })).toBeDefined();
  });

  test('sign-in: the account is still open to another address while one address is refused', async () => {
    const throttle = createThrottle('sign-in', limits);
    const guesser = { address: '198.51.100.2', account: 'ada@example.com' };
    for (let attempt = 0; attempt < 3; attempt++) await throttle.failed(guesser);
    expect(await throttle.refusal(guesser)).toBeDefined();
    expect(await throttle.refusal({ address: '203.0.113.9', account: 'ada@example.com' })).toBeUndefined();
  });

  test("sign-in: an account's run of wrong passwords from many addresses ends in a short block, then it opens again", async () => {
    const throttle = createThrottle('sign-in', limits);
    for (let address = 1; address <= 5; address++)
      await throttle.failed({ address: `192.0.2.${address}`, account: 'Ada@Example.com ' });
    const owner = { address: '203.0.113.10', account: 'ada@example.com' };
    const refusal = await throttle.refusal(owner);
    expect(refusal?.retryAfterSeconds).toBe(1);
    await wait(1100);
    expect(await throttle.refusal(owner)).toBeUndefined();
  });

  test("sign-in: a right password ends the account's run of wrong ones, not the address's count", async () => {
    const throttle = createThrottle('sign-in', limits);
    for (let address = 1; address <= 4; address++)
      await throttle.failed({ address: `192.0.2.${address}`, account: 'ada@example.com' });
    await throttle.succeeded({ address: '192.0.2.1', account: 'ada@example.com' });
    for (let address = 5; address <= 8; address++)
      await throttle.failed({ address: `192.0.2.${address}`, account: 'ada@example.com' });
    expect(await throttle.refusal({ address: '203.0.113.11', account: 'ada@example.com' })).toBeUndefined();
  });

  test('counted forms: each post counts per address; the address is refused after its limit, whatever the account', async () => {
    const throttle = createThrottle('password-reset', {
      address: { count: 2, seconds: 60 },
      account: { count: 5, seconds: 60 },
    });
    expect(await throttle.count({ address: '198.51.100.3', account: 'a@example.com' })).toBeUndefined();
    expect(await throttle.count({ address: '198.51.100.3', account: 'b@example.com' })).toBeUndefined();
    expect(await throttle.count({ address: '198.51.100.3', account: 'c@example.com' })).toMatchObject({
      retryAfterSeconds: 60,
    });
  });

  test('counted forms: an account is refused after its limit from any address, and a refused address does not count against it', async () => {
    const throttle = createThrottle('password-reset', {
      address: { count: 1, seconds: 60 },
      account: { count: 2, seconds: 60 },
    });
    expect(await throttle.count({ address: '192.0.2.20', account: 'ada@example.com' })).toBeUndefined();
    // Refused by its address: the account's count stays at one.
    expect(await throttle.count({ address: '192.0.2.20', account: 'ada@example.com' })).toBeDefined();
    expect(await throttle.count({ address: '192.0.2.21', account: 'ada@example.com' })).toBeUndefined();
    expect(await throttle.count({ address: '192.0.2.22', account: 'ada@example.com' })).toBeDefined();
    expect(await throttle.count({ address: '192.0.2.23', account: 'new@example.com' })).toBeUndefined();
  });
});

describe('THROTTLE_LIMITS', () => {
  test('an entry replaces its one limit and keeps every other default', () => {
    const { limits: read, problem } = throttleLimits({
      THROTTLE_LIMITS: 'sign-in.address=5/30s, contact.account=2/1h',
    });
    expect(problem).toBeUndefined();
    expect(read['sign-in'].address).toEqual({ count: 5, seconds: 30 });
    expect(read.contact.account).toEqual({ count: 2, seconds: 3600 });
    expect(read['sign-in'].account).toEqual(DEFAULT_THROTTLE_LIMITS['sign-in'].account);
    expect(read.registration).toEqual(DEFAULT_THROTTLE_LIMITS.registration);
  });

  test('a malformed entry or REDIS_URL stops the start, named', () => {
    for (const value of [
      'sign-in.address=5',
      'checkout.address=5/1m',
      'sign-in.ip=5/1m',
      'sign-in.address=0/1m',
    ])
      expect(environmentProblems({ THROTTLE_LIMITS: value }).join('\n'), value).toContain('THROTTLE_LIMITS');
    expect(environmentProblems({ REDIS_URL: 'cache.internal:6379' }).join('\n')).toContain('REDIS_URL');
    expect(environmentProblems({ REDIS_URL: 'redis://cache.internal:6379' })).toEqual([]);
  });
});

describe('throttled routes', () => {
  const sandbox = setupServer(...sandboxHandlers);
  beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => {
    sandbox.resetHandlers();
    sandbox.events.removeAllListeners();
    vi.restoreAllMocks();
  });
  afterAll(() => sandbox.close());

  type Answer = { data?: { values?: unknown; error?: string }; init?: ResponseInit | null } & {
    session?: unknown;
    error?: string;
  };
  const post = async (
    action: (args: never) => Promise<unknown>,
    path: string,
    fields: Record<string, string>,
    address: string,
    language = 'en',
    headers: Record<string, string> = {},
  ) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const request = new Request(
      `http://localhost:3000${path}${path.includes('?') ? '&' : '?'}lang=${language}`,
      {
        method: 'POST',
        body,
        headers,
      },
    );
    const context: RouterContextProvider = loadContextFor(address, new RouterContextProvider());
    return (await action({ request, context, params: {} } as never)) as Answer;
  };

  test('sign-in: past the limit the route answers 429 with Retry-After and the wait in words, keeping the e-mail typed', async () => {
    // The wrong passwords are reported to monitoring on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const address = '198.51.100.40';
    const wrong = { email: 'ada@example.com', password: 'wrong-password' };
    const limit = DEFAULT_THROTTLE_LIMITS['sign-in'].address.count;
    for (let attempt = 0; attempt < limit; attempt++) {
      const answer = await post(signInAction, '/sign-in', wrong, address);
      expect(answer.error, `attempt ${attempt + 1}`).toMatch(/e-mail address or password is not right/);
    }
    const refused = await post(signInAction, '/sign-in', wrong, address);
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get('Retry-After'))).toBeGreaterThan(800);
    expect(refused.data).toEqual({
      values: { email: 'ada@example.com', keepMeLoggedIn: false },
      error: 'Too many attempts. For your security, please wait 15 minutes and try again.',
    });
    const german = await post(signInAction, '/sign-in', wrong, address, 'de');
    expect(german.data?.error).toBe(
      'Zu viele Versuche. Zu Ihrer Sicherheit warten Sie bitte 15 Minuten und versuchen es dann erneut.',
    );
    // The right password from another address still signs in.
    const owner = await post(
      signInAction,
      '/sign-in',
      { email: 'ada@example.com', password: SANDBOX_PASSWORD },
      '203.0.113.40',
    );
    expect(owner.session).toBeDefined();
  });

  test("sign-in: the account backend is told the shopper's address as X-Forwarded-For", async () => {
    const forwarded: (string | null)[] = [];
    sandbox.events.on('request:start', ({ request }) => {
      if (request.url.includes('/sandbox/account')) forwarded.push(request.headers.get('x-forwarded-for'));
    });
    await post(
      signInAction,
      '/sign-in',
      { email: 'ada@example.com', password: SANDBOX_PASSWORD },
      '203.0.113.41',
    );
    expect(forwarded.length).toBeGreaterThan(0);
    expect(new Set(forwarded)).toEqual(new Set(['203.0.113.41']));
  });

  test('password reset: past the limit for one e-mail the route answers 429 from any address, keeping the e-mail typed', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const limit = DEFAULT_THROTTLE_LIMITS['password-reset'].account.count;
    for (let attempt = 0; attempt < limit; attempt++) {
      const answer = (await post(
        passwordResetAction,
        '/password-reset',
        { email: 'new@example.com' },
        `192.0.2.${50 + attempt}`,
      )) as { done?: boolean };
      expect(answer.done, `reset ${attempt + 1}`).toBe(true);
    }
    const refused = await post(
      passwordResetAction,
      '/password-reset',
      { email: 'new@example.com' },
      '192.0.2.60',
    );
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.data?.values).toEqual({ email: 'new@example.com' });
    expect(refused.data?.error).toMatch(/please wait 60 minutes/);
  });

  test('abuse: the sixth newsletter subscription for one e-mail within the hour is answered 429 with Retry-After from any address, and the service is not asked', async () => {
    const subscribe = (email: string, address: string) =>
      post(
        newsletterAction,
        '/newsletter/subscription',
        {
          action: 'subscribe',
          email,
          topics: 'marketing',
          dataProcessingAgreement: 'on',
          preferredLanguage: 'en',
        },
        address,
      );
    const limit = DEFAULT_THROTTLE_LIMITS.newsletter.account.count;
    expect(limit).toBe(5);
    for (let sent = 1; sent <= limit; sent++) {
      const answer = (await subscribe('reader@example.com', `192.0.2.${140 + sent}`)) as unknown as Response;
      expect(answer.status, `subscription ${sent}`).toBe(200);
      // A guest hears only that the confirmation is on its way (issue #28).
      expect(await answer.json()).toEqual({ newsletterStatus: 'unconfirmed' });
    }
    const asked: string[] = [];
    sandbox.events.on('request:start', ({ request }) => asked.push(request.url));
    const refused = await subscribe('reader@example.com', '192.0.2.160');
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get('Retry-After'))).toBeGreaterThan(3500);
    expect(refused.data?.error).toBe(
      'Too many attempts. For your security, please wait 60 minutes and try again.',
    );
    expect(asked).toEqual([]);
    // Another reader from those addresses still subscribes.
    expect(((await subscribe('other.reader@example.com', '192.0.2.160')) as unknown as Response).status).toBe(
      200,
    );
  });

  test("newsletter: a form the browser posts itself (before the block's script runs) goes back to its page with the outcome, never to another site", async () => {
    const fields = {
      action: 'subscribe',
      email: 'early.reader@example.com',
      topics: 'marketing',
      dataProcessingAgreement: 'on',
      preferredLanguage: 'en',
    };
    /** Where the browser is sent after posting `email` from the page `referer`. */
    const sentBackTo = async (email: string, referer: string, address: string) => {
      const answer = (await post(
        newsletterAction,
        '/newsletter/subscription',
        { ...fields, email },
        address,
        'en',
        {
          Accept: 'text/html,application/xhtml+xml',
          Referer: referer,
        },
      )) as unknown as Response;
      expect(answer.status).toBe(303);
      return answer.headers.get('Location');
    };
    expect(await sentBackTo(fields.email, 'http://localhost:3000/iluma-club?x=1', '192.0.2.170')).toBe(
      '/iluma-club?x=1&newsletter=sent',
    );
    // Refused by the form's own check, field by field (never what was typed), and back on this shop's home page.
    expect(await sentBackTo('not-an-address', 'https://evil.example//evil.example/x', '192.0.2.171')).toBe(
      '/?newsletter=invalid&newsletterFields=email',
    );
  });

  describe('one-time codes (/account/codes)', () => {
    /** The route's answer as the page reads it: a JSON Response, or the throttle's 429 (data with its init). */
    const answerOf = async (result: unknown) => {
      if (result instanceof Response)
        return {
          status: result.status,
          retryAfter: null,
          body: (await result.json()) as Record<string, unknown>,
        };
      const { data, init } = result as Answer;
      return {
        status: init?.status,
        retryAfter: new Headers(init?.headers).get('Retry-After'),
        body: data as Record<string, unknown>,
      };
    };
    const signedIn = (email: 'ada@example.com' | 'new@example.com') =>
      accountBackendFor(shopConfig()).signIn({ email, password: SANDBOX_PASSWORD });
    const code = async (
      session: { uuid: string; token: string },
      step: Record<string, string>,
      address: string,
      language = 'en',
    ) =>
      answerOf(
        await post(
          oneTimeCodeAction,
          '/account/codes',
          { uuid: session.uuid, token: session.token, ...step },
          address,
          language,
        ),
      );
    const number = (n: number) => `+4915100000${String(n).padStart(3, '0')}`;

    test('abuse: the sixth code sent for one account within the window is answered 429 with Retry-After, from any address, and no sixth text message is sent', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const session = await signedIn('ada@example.com');
      const limit = DEFAULT_THROTTLE_LIMITS['code-send'].account.count;
      expect(limit).toBe(5);
      for (let sent = 1; sent <= limit; sent++) {
        const answer = await code(
          session,
          { step: 'phone-change', phone: number(sent) },
          `192.0.2.${100 + sent}`,
        );
        expect(answer.status, `code ${sent}`).toBe(200);
        expect(answer.body.verificationId).toEqual(expect.any(String));
        expect(sandboxCodeFor(number(sent))).toMatch(/^\d{6}$/);
      }
      const refused = await code(session, { step: 'phone-change', phone: number(6) }, '192.0.2.120');
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
      expect(refused.body.error).toBe(
        'Too many attempts. For your security, please wait 60 minutes and try again.',
      );
      expect(sandboxCodeFor(number(6))).toBeUndefined();
      // An e-mail code for the same account is a code sent too; the wait is said in the page's language.
      const german = await code(session, { step: 'email-verification' }, '192.0.2.121', 'de');
      expect(german.status).toBe(429);
      expect(german.body.error).toMatch(/^Zu viele Versuche\. .* warten Sie bitte 60 Minuten/);
    });

    test("abuse: past the limit of codes tried for one account the route answers 429 before the account service sees the code, the right one included; until then a wrong code is the service's own 400", async () => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const session = await signedIn('new@example.com');
      const phone = '+4915100000999';
      const sent = await code(session, { step: 'phone-change', phone }, '198.51.100.70');
      const verificationId = String(sent.body.verificationId);
      const right = sandboxCodeFor(phone)!;
      const wrong = right === '000000' ? '111111' : '000000';
      const limit = DEFAULT_THROTTLE_LIMITS['code-check'].account.count;
      const checks: Array<number | undefined> = [];
      for (let tried = 0; tried < limit; tried++)
        checks.push(
          (
            await code(
              session,
              { step: 'phone-change-confirm', phone, verificationId, code: wrong },
              `198.51.100.${71 + tried}`,
            )
          ).status,
        );
      expect(checks).toEqual(Array<number>(limit).fill(400));
      const seen: string[] = [];
      sandbox.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
      const refused = await code(
        session,
        { step: 'phone-change-confirm', phone, verificationId, code: right },
        '198.51.100.99',
      );
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toMatch(/^\d+$/);
      expect(seen.some((path) => path.includes('verif'))).toBe(false);
    });

    test('one-time codes: a session the account service does not know is answered 401 and counts against nobody; a step without its fields is a 400', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const stranger = { uuid: 'a1d4c0de-0000-4000-8000-000000000001', token: 'not-a-session' };
      for (let attempt = 0; attempt < 12; attempt++)
        expect((await code(stranger, { step: 'email-verification' }, '203.0.113.80')).status).toBe(401);
      const session = await signedIn('new@example.com');
      expect((await code(session, { step: 'phone-change' }, '203.0.113.80')).status).toBe(400);
      expect((await code(session, { step: 'unknown' }, '203.0.113.80')).status).toBe(400);
      // Past the address's limit of 10 had those counted: the shopper there still gets a code.
      expect((await code(session, { step: 'email-verification' }, '203.0.113.80')).status).toBe(200);
    });

    test("one-time codes: the account service gets the captcha token the page posted and the shopper's address", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const received: Array<{ captcha: string | null; forwarded: string | null }> = [];
      sandbox.events.on('request:start', ({ request }) => {
        if (request.url.includes('/api/action-verifications/items'))
          received.push({
            captcha: request.headers.get(CAPTCHA_HEADER),
            forwarded: request.headers.get('x-forwarded-for'),
          });
      });
      const session = await signedIn('new@example.com');
      // The sandbox knows only its own token, so it refuses this one; what matters is what the shop sent.
      await code(
        session,
        { step: 'phone-change', phone: '+4915100000777', captcha: 'token-from-the-page' },
        '203.0.113.81',
      );
      expect(received).toEqual([{ captcha: 'token-from-the-page', forwarded: '203.0.113.81' }]);
    });
  });
});
