import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, sandboxPaths } from '../../platform';
import { sandboxHandlers } from '../../platform/sandbox';
import { createReferralClient, referralBackendOf, ReferralSignInRequiredError } from './client';
import {
  resetReferralSandbox,
  SANDBOX_ADA_UUID,
  SANDBOX_FRIEND_CODE,
  SANDBOX_REFERRAL_CODE,
} from './sandbox';
import { sandboxAccounts, sandboxIdentityOf } from '../account/sandbox';

const origin = 'http://shop.test';
const server = setupServer(...sandboxHandlers);
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
/** Ada, and Noor the newcomer, signed in afresh for each test: the sandbox answers each only her own token. */
let ada = { uuid: '', token: '' };
let newcomer = { uuid: '', token: '' };
const NEWCOMER_UUID = sandboxAccounts.find((account) => account.email === 'new@example.com')!.uuid;
beforeEach(() => {
  resetReferralSandbox();
  ada = sandboxIdentityOf('ada@example.com');
  newcomer = sandboxIdentityOf('new@example.com');
  calls.length = 0;
});
afterEach(() => server.resetHandlers());

const configs = {
  legacy: configFromEnv({ ACCOUNT_API_URL: `${origin}${sandboxPaths.accountLegacy}` }, origin),
  newer: configFromEnv({ ACCOUNT_API_URL: `${origin}${sandboxPaths.accountEvo}` }, origin),
};

describe('referral backend choice', () => {
  it('the account base URL containing evo chooses the newer referral calls, any other the legacy ones', () => {
    expect(referralBackendOf(configs.newer)).toBe('newer');
    expect(referralBackendOf(configs.legacy)).toBe('legacy');
  });
});

describe.each([
  {
    backend: 'legacy' as const,
    verifyCall: 'POST /sandbox/loyalty-evo/referral/verify',
    updateCall: 'PUT /sandbox/loyalty-evo/referral/customer',
  },
  {
    backend: 'newer' as const,
    verifyCall: `GET /sandbox/account-evo/api/users/referrals/${SANDBOX_FRIEND_CODE}/verify`,
    updateCall: `PATCH /sandbox/account-evo/api/users/${NEWCOMER_UUID}/profile/referrer-code`,
  },
])('referral client on the $backend backend', ({ backend, verifyCall, updateCall }) => {
  const client = (identity: { uuid: string; token: string } | null = ada) =>
    createReferralClient(configs[backend], () => identity);

  it('GET /referral/status answers whether the programme runs', async () => {
    expect(await client().status()).toBe(true);
    expect(calls).toEqual(['GET /sandbox/loyalty-evo/referral/status']);
  });

  it("GET /referral/customer/{id} answers the shopper's own code", async () => {
    expect(await client().customer()).toMatchObject({ uuid: SANDBOX_ADA_UUID, code: SANDBOX_REFERRAL_CODE });
    expect(calls).toEqual([`GET /sandbox/loyalty-evo/referral/customer/${SANDBOX_ADA_UUID}`]);
  });

  it('GET /referral/referrer/{id}/stats answers how the referrals went, as their entries add up', async () => {
    expect(await client().stats()).toEqual({
      referees_count: 4,
      completed_first_order_count: 3,
      earned_points: 800,
    });
    expect(calls).toEqual([`GET /sandbox/loyalty-evo/referral/referrer/${SANDBOX_ADA_UUID}/stats`]);
  });

  it(`verify (${verifyCall}): a known code is valid`, async () => {
    expect(await client(null).verify(SANDBOX_FRIEND_CODE)).toBe(true);
    expect(calls).toEqual([verifyCall]);
  });

  it('verify: status 422 means an invalid code, not an error', async () => {
    expect(await client(null).verify('NOT-A-CODE')).toBe(false);
  });

  it(`update (${updateCall}): the friend's code is recorded once as the parent code`, async () => {
    const joining = client(newcomer);
    expect(await joining.applyReferrerCode(SANDBOX_FRIEND_CODE, 'registration')).toBe(SANDBOX_FRIEND_CODE);
    expect(calls).toEqual([updateCall]);
    expect(await joining.customer()).toMatchObject({ parent_code: SANDBOX_FRIEND_CODE });
    await expect(joining.applyReferrerCode(SANDBOX_REFERRAL_CODE, 'registration')).rejects.toMatchObject({
      status: 409,
    });
  });

  it('update: an invalid code is refused with 422', async () => {
    await expect(client(newcomer).applyReferrerCode('NOT-A-CODE', 'registration')).rejects.toMatchObject({
      status: 422,
    });
  });

  it('customer, stats and update need a signed-in shopper (Consumer ID), and call nothing without one', async () => {
    await expect(client(null).customer()).rejects.toBeInstanceOf(ReferralSignInRequiredError);
    await expect(client(null).applyReferrerCode(SANDBOX_FRIEND_CODE, 'x')).rejects.toBeInstanceOf(
      ReferralSignInRequiredError,
    );
    expect(calls).toEqual([]);
  });
});

describe('referral service under the older loyalty base (LOYALTY_API_URL at loyalty-legacy)', () => {
  const olderLoyalty = configFromEnv(
    {
      ACCOUNT_API_URL: `${origin}${sandboxPaths.accountLegacy}`,
      LOYALTY_API_URL: `${origin}${sandboxPaths.loyaltyLegacy}`,
    },
    origin,
  );
  const client = (identity: { uuid: string; token: string } | null = ada) =>
    createReferralClient(olderLoyalty, () => identity);

  it('status, customer, stats, verify (422 as an invalid code) and update answer under /sandbox/loyalty-legacy/referral/...', async () => {
    expect(await client().status()).toBe(true);
    expect(await client().customer()).toMatchObject({ code: SANDBOX_REFERRAL_CODE });
    expect(await client().stats()).toMatchObject({ referees_count: 4 });
    expect(await client(null).verify(SANDBOX_FRIEND_CODE)).toBe(true);
    expect(await client(null).verify('NOT-A-CODE')).toBe(false);
    expect(await client(newcomer).applyReferrerCode(SANDBOX_FRIEND_CODE, 'registration')).toBe(
      SANDBOX_FRIEND_CODE,
    );
    const base = sandboxPaths.loyaltyLegacy;
    expect(calls).toEqual([
      `GET ${base}/referral/status`,
      `GET ${base}/referral/customer/${SANDBOX_ADA_UUID}`,
      `GET ${base}/referral/referrer/${SANDBOX_ADA_UUID}/stats`,
      `POST ${base}/referral/verify`,
      `POST ${base}/referral/verify`,
      `PUT ${base}/referral/customer`,
    ]);
  });

  it('one store under both bases: a code recorded under the older loyalty base is the parent code under the newer one', async () => {
    await client(newcomer).applyReferrerCode(SANDBOX_FRIEND_CODE, 'registration');
    const newerBase = createReferralClient(configs.legacy, () => newcomer);
    expect(await newerBase.customer()).toMatchObject({ parent_code: SANDBOX_FRIEND_CODE });
  });

  it('the tenant is checked under the older loyalty base too', async () => {
    const noTenant = createReferralClient({ ...olderLoyalty, tenantToken: '' }, () => ada);
    await expect(noTenant.status()).rejects.toMatchObject({ status: 403 });
  });
});
