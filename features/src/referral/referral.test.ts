import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededShoppersBeforeEach } from '../backends/account/sandbox/testing';
import { configFromEnv, HttpError, type StorefrontConfig } from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { createReferralApi } from './api';
import {
  resetReferralSandbox,
  SANDBOX_ADA_UUID,
  SANDBOX_FRIEND_CODE,
  SANDBOX_REFERRAL_CODE,
} from '../backends/referral/sandbox';

/** Ada, and Noor the newcomer, signed in afresh for each test: the sandbox answers each only her own token. */
const { ada, noor } = seededShoppersBeforeEach(resetReferralSandbox);

let sandbox: RunningSandbox;
let failing: RunningSandbox;
let config: StorefrontConfig;

beforeAll(async () => {
  sandbox = await startSandboxServer(sandboxHandlers);
  failing = await startSandboxServer([
    http.all('*/sandbox/*', () =>
      HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
    ),
  ]);
  config = configFromEnv({}, sandbox.origin);
});
afterAll(async () => {
  await sandbox.close();
  await failing.close();
});

const referralFor = (identity = ada) => createReferralApi(config, () => identity);
const failingReferral = () => createReferralApi(configFromEnv({}, failing.origin), () => ada);

describe('referral', () => {
  it('referral: the demo shopper has a code to share and stats of her referrals', async () => {
    const referral = referralFor();
    expect(await referral.isActive()).toBe(true);
    expect(await referral.customer()).toMatchObject({ uuid: SANDBOX_ADA_UUID, code: SANDBOX_REFERRAL_CODE });
    expect(await referral.stats()).toEqual({
      referees_count: 4,
      completed_first_order_count: 3,
      earned_points: 800,
    });
  });

  it('referral: a known code verifies as valid', async () => {
    expect(await referralFor().verifyCode(SANDBOX_FRIEND_CODE)).toBe(true);
  });

  it('referral: status 422 from verify means an invalid code', async () => {
    expect(await referralFor().verifyCode('NOT-A-CODE')).toBe(false);
  });

  it('referral: other verify failures are errors, not an invalid code', async () => {
    const error = await createReferralApi(configFromEnv({}, failing.origin), () => null)
      .verifyCode(SANDBOX_FRIEND_CODE)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
  });

  it('referral: a failed status read falls back to inactive', async () => {
    expect(await failingReferral().isActive()).toBe(false);
  });

  it('referral: a failed customer read falls back to an empty customer', async () => {
    expect(await failingReferral().customer()).toEqual({
      uuid: '',
      code: '',
      parent_code: null,
      has_first_purchase: false,
      tenant_code: '',
      id: '',
    });
  });

  it('referral: a failed stats read falls back to zero stats', async () => {
    expect(await failingReferral().stats()).toEqual({
      referees_count: 0,
      completed_first_order_count: 0,
      earned_points: 0,
    });
  });

  it("referral: a friend's code is recorded once as the shopper's parent code", async () => {
    const newcomer = referralFor(noor);
    expect(await newcomer.applyReferrerCode(SANDBOX_REFERRAL_CODE, 'account')).toBe(SANDBOX_REFERRAL_CODE);
    expect(await newcomer.customer()).toMatchObject({ uuid: noor.uuid, parent_code: SANDBOX_REFERRAL_CODE });
    await expect(newcomer.applyReferrerCode(SANDBOX_FRIEND_CODE, 'account')).rejects.toMatchObject({
      status: 409,
    });
  });

  it("referral: the shopper's own customer and stats calls without an identity token are refused with 401", async () => {
    const response = await fetch(`${config.backends.loyalty}/referral/customer/${SANDBOX_ADA_UUID}`, {
      headers: { 'x-tenant-token': config.tenantToken },
    });
    expect(response.status).toBe(401);
  });
});
