import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountBackendFor, type SignedInUser } from '@storefront/features/account';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '@storefront/features/backends/account/sandbox';
import { ageVerificationBackendFor } from '@storefront/features/age-verification';
import { createCommerceClient } from '@storefront/features/backends/commerce';
import {
  resetCommerceSandbox,
  SANDBOX_CUSTOMER_TOKENS,
} from '@storefront/features/backends/commerce/sandbox';
import { cancelOrder, getOrder } from '@storefront/features/orders';
import {
  CAPTCHA_HEADER,
  configFromEnv,
  configureCaptcha,
  configureCaptchaFrom,
  SANDBOX_CAPTCHA_TOKEN,
  sandboxCaptchaProvider,
  type CaptchaProvider,
  type StorefrontConfig,
} from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { createReferralApi } from '@storefront/features/referral';
import { SANDBOX_ADA_UUID, SANDBOX_FRIEND_CODE } from '@storefront/features/backends/referral/sandbox';
import { startSandboxServer, type RunningSandbox } from '@storefront/features/sandbox-server';

/** Every captcha header the sandbox received, with the path it came on. */
const received: Array<{ path: string; token: string | null }> = [];
const recorder = http.all('*/sandbox/*', ({ request }) => {
  received.push({ path: new URL(request.url).pathname, token: request.headers.get(CAPTCHA_HEADER) });
});

let sandbox: RunningSandbox;
let config: StorefrontConfig;
beforeAll(async () => {
  sandbox = await startSandboxServer([recorder, ...sandboxHandlers]);
  config = configFromEnv({}, sandbox.origin);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetAccountSandbox();
  resetCommerceSandbox();
  received.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  // Refused calls are reported to monitoring, whose default reporter writes to the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  configureCaptchaFrom({ enabled: true, siteKey: 'sandbox', scriptUrl: config.captcha.scriptUrl });
  // configureCaptchaFrom skips settings it has already applied, so a provider a test set directly is undone here too:
  // the next test file may share this module (the node project does not isolate files).
  configureCaptcha({ enabled: true, provider: sandboxCaptchaProvider });
});

const account = () => accountBackendFor(config);
const signedIn = async (): Promise<SignedInUser> => {
  const session = await account().signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD });
  return { uuid: session.uuid, token: session.token };
};
const commerce = () =>
  createCommerceClient({
    endpoint: config.backends.commerce,
    storeView: 'default',
    getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
  });

/**
 * The calls spec section 6 guards with a captcha that this shop makes (one-time codes, referral verify, order
 * cancellation), plus the others that already sent one: registration, forgotten password, privacy request, age
 * verification. Contact, newsletter and trade-in have no calls in this shop yet. Each entry names the path it is
 * sent on, so the token it carried can be found.
 */
const guardedCalls: Array<{ name: string; path: RegExp; call: (user: SignedInUser) => Promise<unknown> }> = [
  {
    name: 'registration',
    path: /\/users\/register$/,
    call: () =>
      account().register({
        email: 'grace@example.com',
        password: 'Cobol!1959',
        firstName: 'Grace',
        lastName: 'Hopper',
        dateOfBirth: '',
        telephone: '',
        consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: false }],
        customAttributes: {},
      }),
  },
  {
    name: 'forgotten password',
    path: /password\/forget$/,
    call: () => account().forgetPassword('ada@example.com'),
  },
  {
    name: 'e-mail one-time code',
    path: /email\/request-update$/,
    call: (user) => account().requestEmailChange(user, 'countess@example.com'),
  },
  {
    name: 'text-message one-time code',
    path: /action-verifications\/items$/,
    call: (user) => account().requestPhoneCode(user, '+4917612345678'),
  },
  {
    name: 'privacy request',
    path: /\/users\/privacy$/,
    call: () =>
      account().requestPrivacy({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        requestTypes: ['access'],
      }),
  },
  {
    name: 'referral verify',
    // The newer backend verifies on the account service (GET /api/users/referrals/{code}/verify), the older on /referral/verify.
    path: /\/referral\/verify$|\/api\/users\/referrals\/[^/]+\/verify$/,
    call: () =>
      createReferralApi(config, () => ({ uuid: SANDBOX_ADA_UUID, token: 'identity' })).verifyCode(
        SANDBOX_FRIEND_CODE,
      ),
  },
  {
    name: 'order cancellation',
    path: /\/commerce\/graphql$/,
    call: async () => {
      const order = await getOrder(commerce(), '000000003');
      received.length = 0;
      const outcome = await cancelOrder(commerce(), { orderNumber: order.number, uuid: order.uuid });
      if (!outcome.success) throw new Error(outcome.message);
    },
  },
  {
    name: 'age verification',
    path: /age-verification\/methods/,
    call: () => ageVerificationBackendFor(config).getMethods('DE'),
  },
];

const tokensFor = (path: RegExp) =>
  received.filter((request) => path.test(request.path)).map((request) => request.token);

describe('captcha on every guarded call', () => {
  it("captcha: with CAPTCHA_ENABLED and a site key, every guarded call carries a fresh provider token for action 'submit'", async () => {
    let issued = 0;
    const getToken = vi.fn<CaptchaProvider['getToken']>(async () => `provider-token-${++issued}`);
    const user = await signedIn();
    const seen: Array<string | null | undefined> = [];
    for (const guarded of guardedCalls) {
      // The sandbox knows only its own token, so it refuses these; what matters here is what the shop sent.
      configureCaptcha({ enabled: true, provider: { getToken } });
      received.length = 0;
      await guarded.call(user).catch(() => undefined);
      const tokens = tokensFor(guarded.path);
      expect(tokens.length, guarded.name).toBeGreaterThan(0);
      expect(
        tokens.every((token) => token?.startsWith('provider-token-')),
        guarded.name,
      ).toBe(true);
      seen.push(...tokens);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(getToken.mock.calls.every(([action]) => action === 'submit')).toBe(true);
  });

  it("captcha: with site key 'sandbox' every guarded call carries the documented sandbox token and is accepted", async () => {
    configureCaptchaFrom({ enabled: true, siteKey: 'sandbox', scriptUrl: config.captcha.scriptUrl });
    const user = await signedIn();
    for (const guarded of guardedCalls) {
      received.length = 0;
      await guarded.call(user);
      expect(tokensFor(guarded.path), guarded.name).toContain(SANDBOX_CAPTCHA_TOKEN);
    }
  });

  it('captcha: with CAPTCHA_ENABLED off no call carries a captcha header', async () => {
    configureCaptchaFrom({ enabled: false, siteKey: 'sandbox', scriptUrl: config.captcha.scriptUrl });
    const user = await signedIn();
    for (const guarded of guardedCalls) {
      received.length = 0;
      await guarded.call(user).catch(() => undefined);
      expect(tokensFor(guarded.path).length, guarded.name).toBeGreaterThan(0);
      expect(
        tokensFor(guarded.path).every((token) => token === null),
        guarded.name,
      ).toBe(true);
    }
  });

  it('captcha: the sandbox refuses every guarded call whose token is missing or wrong', async () => {
    const user = await signedIn();
    for (const provider of [undefined, { getToken: async () => 'not-the-sandbox-token' }]) {
      configureCaptcha(provider ? { enabled: true, provider } : { enabled: false });
      for (const guarded of guardedCalls) {
        await expect(guarded.call(user), guarded.name).rejects.toThrow();
      }
    }
  });
});
