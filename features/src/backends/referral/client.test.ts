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

const origin = 'http://shop.test';
const server = setupServer(...sandboxHandlers);
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetReferralSandbox();
  calls.length = 0;
});
afterEach(() => server.resetHandlers());

const configs = {
  legacy: configFromEnv({ ACCOUNT_API_URL: `${origin}${sandboxPaths.accountLegacy}` }, origin),
  newer: configFromEnv({ ACCOUNT_API_URL: `${origin}${sandboxPaths.accountEvo}` }, origin),
};
const ada = { uuid: SANDBOX_ADA_UUID, token: 'identity' };

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
    updateCall: 'PATCH /sandbox/account-evo/api/users/newcomer/profile/referrer-code',
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

  it('GET /referral/referrer/{id}/stats answers how the referrals went', async () => {
    expect(await client().stats()).toEqual({
      referees_count: 4,
      completed_first_order_count: 3,
      earned_points: 750,
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
    const newcomer = client({ uuid: 'newcomer', token: 't' });
    expect(await newcomer.applyReferrerCode(SANDBOX_FRIEND_CODE, 'registration')).toBe(SANDBOX_FRIEND_CODE);
    expect(calls).toEqual([updateCall]);
    expect(await newcomer.customer()).toMatchObject({ parent_code: SANDBOX_FRIEND_CODE });
    await expect(newcomer.applyReferrerCode(SANDBOX_REFERRAL_CODE, 'registration')).rejects.toMatchObject({
      status: 409,
    });
  });

  it('update: an invalid code is refused with 422', async () => {
    await expect(
      client({ uuid: 'newcomer', token: 't' }).applyReferrerCode('NOT-A-CODE', 'registration'),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('customer, stats and update need a signed-in shopper (Consumer ID), and call nothing without one', async () => {
    await expect(client(null).customer()).rejects.toBeInstanceOf(ReferralSignInRequiredError);
    await expect(client(null).applyReferrerCode(SANDBOX_FRIEND_CODE, 'x')).rejects.toBeInstanceOf(
      ReferralSignInRequiredError,
    );
    expect(calls).toEqual([]);
  });
});
