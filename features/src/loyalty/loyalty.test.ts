import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  configFromEnv,
  ConnectionError,
  HttpError,
  ProductError,
  type StorefrontConfig,
  identityOf,
} from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { createLoyaltyApi } from './api';
import { resetLoyaltySandbox, sandboxPrizes, SANDBOX_START_POINTS } from '../backends/loyalty/sandbox';
import { sandboxIdentityOf } from '../backends/account/sandbox';
import { sandboxOrderPoints } from '../backends/commerce/sandbox';
import { adaRewardDelivery } from './testing';
import { contestFormData, rewardTypeOf, toPrize } from './types';

const prize = (uuid: string) => toPrize(sandboxPrizes.find((seeded) => seeded.prize_uuid === uuid)!);

/** Ada signed in afresh for each test: the loyalty sandbox answers only her own token for her uuid. */
let ada = { uuid: '', token: '' };
const loyaltyPath = '*/sandbox/loyalty-evo';

let sandbox: RunningSandbox;
let failing: RunningSandbox;
let config: StorefrontConfig;

beforeAll(async () => {
  sandbox = await startSandboxServer([
    // Two answers the seed does not give: a contest status without data, and a slow reward for the timeout rule.
    http.get(`${loyaltyPath}/consumers/no-contest/contests/status`, () =>
      HttpResponse.json({ code: 200, message: 'OK' }),
    ),
    http.post(`${loyaltyPath}/consumers/slow/reward`, async () => {
      await delay(400);
      return HttpResponse.json({ code: 200, message: 'OK', data: null });
    }),
    ...sandboxHandlers,
  ]);
  failing = await startSandboxServer([
    http.all(`${loyaltyPath}/*`, () =>
      HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
    ),
  ]);
  config = configFromEnv({}, sandbox.origin);
});
afterAll(async () => {
  await sandbox.close();
  await failing.close();
});
beforeEach(() => {
  resetLoyaltySandbox();
  ada = sandboxIdentityOf('ada@example.com');
});

const loyaltyFor = (identity = ada, overrides: Partial<StorefrontConfig> = {}) =>
  createLoyaltyApi({ ...config, ...overrides }, () => identity);
const failingLoyalty = () => createLoyaltyApi(configFromEnv({}, failing.origin), () => ada);

describe('prize reward type (spec section 4)', () => {
  it('prize: simplified with locations gives sensorial', () =>
    expect(rewardTypeOf('simplified', ['store-1'])).toBe('sensorial'));
  it('prize: simplified without locations gives virtual', () =>
    expect(rewardTypeOf('simplified', [])).toBe('virtual'));
  it('prize: delayed_lottery_physical gives delayed_lottery', () =>
    expect(rewardTypeOf('delayed_lottery_physical', [])).toBe('delayed_lottery'));
  it('prize: delayed_lottery_simplified gives delayed_lottery', () =>
    expect(rewardTypeOf('delayed_lottery_simplified', ['store-1'])).toBe('delayed_lottery'));
  it('prize: instant_lottery_physical gives instant_lottery', () =>
    expect(rewardTypeOf('instant_lottery_physical', [])).toBe('instant_lottery'));
  it('prize: instant_lottery_simplified gives instant_lottery', () =>
    expect(rewardTypeOf('instant_lottery_simplified', [])).toBe('instant_lottery'));
  it('prize: physical gives physical', () => expect(rewardTypeOf('physical', ['store-1'])).toBe('physical'));
  it('prize: any other prize type gives virtual', () => {
    expect(rewardTypeOf('virtual', [])).toBe('virtual');
    expect(rewardTypeOf('experience', ['store-1'])).toBe('virtual');
  });
  it('prize: the rewards call maps every prize to its reward type', async () => {
    const rewards = await loyaltyFor().rewards({ orderBy: 'name' });
    expect(Object.fromEntries(rewards.items.map((prize) => [prize.prize_uuid, prize.rewardType]))).toEqual({
      'prize-tasting-evening': 'sensorial',
      'prize-travel-case': 'physical',
      'prize-ten-euro-voucher': 'virtual',
      'prize-festival-draw': 'delayed_lottery',
      'prize-instant-win': 'instant_lottery',
      'prize-gold-weekend': 'physical',
    });
  });
});

describe('required configuration (spec section 5)', () => {
  const withoutTenant = { tenantToken: '' };
  it("loyalty: profile calls without a tenant reject with 'Missing required configuration'", async () => {
    await expect(loyaltyFor(ada, withoutTenant).points()).rejects.toThrow('Missing required configuration');
  });
  it("loyalty: reward calls without a tenant reject with 'Missing required configuration'", async () => {
    const loyalty = loyaltyFor(ada, withoutTenant);
    await expect(loyalty.rewards()).rejects.toThrow('Missing required configuration');
    await expect(loyalty.reward('prize-travel-case')).rejects.toThrow('Missing required configuration');
    await expect(loyalty.redeem(prize('prize-ten-euro-voucher'))).rejects.toThrow(
      'Missing required configuration',
    );
    await expect(loyalty.campaigns()).rejects.toThrow('Missing required configuration');
  });
  it("loyalty: contest calls without a configured domain reject with 'Missing required configuration'", async () => {
    const loyalty = loyaltyFor(ada, { backends: { ...config.backends, loyalty: '' } });
    await expect(loyalty.contestStatus()).rejects.toThrow('Missing required configuration');
    await expect(
      loyalty.enterContest({ answers: [{ question: 'q', answers: ['a'] }], files: [] }),
    ).rejects.toThrow('Missing required configuration');
  });
});

describe('safe defaults when reads fail (spec section 8)', () => {
  it('loyalty: a failed points read falls back to zero points', async () => {
    expect(await failingLoyalty().points()).toEqual({
      points: 0,
      expire_at: null,
      pending_points: 0,
      points_to_expire: 0,
    });
  });
  it('loyalty: failed list reads fall back to empty lists', async () => {
    const loyalty = failingLoyalty();
    expect(await loyalty.tiers()).toEqual([]);
    expect((await loyalty.rewards()).items).toEqual([]);
    expect((await loyalty.pointsHistory()).items).toEqual([]);
    expect((await loyalty.referralHistory()).items).toEqual([]);
    expect(await loyalty.articles()).toEqual([]);
    expect(await loyalty.campaigns()).toEqual([]);
  });
  it('loyalty: a failed configuration read falls back to inactive', async () => {
    expect(await failingLoyalty().isActive()).toBe(false);
  });
  it('loyalty: failed earning point reads fall back to zero earning points', async () => {
    const loyalty = failingLoyalty();
    expect(await loyalty.productPoints('product', 'device-kit')).toBe(0);
    expect(await loyalty.earningRulePoints('review')).toBe(0);
    expect(await loyalty.orderPoints('000000001')).toBe(0);
  });
  it("loyalty: a contest status without data throws 'No Contest data found'", async () => {
    await expect(loyaltyFor({ uuid: 'no-contest', token: 't' }).contestStatus()).rejects.toThrow(
      'No Contest data found',
    );
  });
});

describe('pages and timeout (spec section 9)', () => {
  it('loyalty: the points history shows 10 entries a page, starting on page 1', async () => {
    const first = await loyaltyFor().pointsHistory();
    expect(first).toMatchObject({ page: 1, lastPage: 3, total: 23 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.balance).toBe(SANDBOX_START_POINTS);
    expect((await loyaltyFor().pointsHistory(3)).items).toHaveLength(3);
  });
  it('loyalty: the referral history shows 5 entries a page, starting on page 1', async () => {
    const first = await loyaltyFor().referralHistory();
    expect(first).toMatchObject({ page: 1, lastPage: 2, total: 7 });
    expect(first.items).toHaveLength(5);
  });
  it('loyalty: the timeout comes from config.timeouts.loyaltyMs', async () => {
    const loyalty = loyaltyFor({ uuid: 'slow', token: 't' }, { timeouts: { loyaltyMs: 100 } });
    const error = await loyalty.redeem(prize('prize-ten-euro-voucher')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).timedOut).toBe(true);
  });
});

describe('the loyalty sandbox over HTTP', () => {
  it('loyalty: the demo consumer has 1,240 points, 180 of them expiring, in the Silver tier', async () => {
    const loyalty = loyaltyFor();
    expect(await loyalty.points()).toEqual({
      points: 1240,
      expire_at: '2027-03-31',
      pending_points: 45,
      points_to_expire: 180,
    });
    expect((await loyalty.tier())?.name).toBe('Silver');
    expect((await loyalty.tiers()).map((tier) => tier.name)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(await loyalty.isActive()).toBe(true);
  });
  it("loyalty: consumer calls use the stored user's ciam_token, else its session_token", () => {
    const stored = { uuid: ada.uuid, ciam_token: 'ciam', session_token: 'session' } as Parameters<
      typeof identityOf
    >[0];
    expect(identityOf(stored)).toEqual({ uuid: ada.uuid, token: 'ciam' });
    expect(identityOf({ ...stored!, ciam_token: '' })).toEqual({ uuid: ada.uuid, token: 'session' });
    expect(identityOf({ ...stored!, ciam_token: '', session_token: '' })).toBeNull();
    expect(identityOf(null)).toBeNull();
  });
  it('loyalty: consumer calls without an identity token are refused with 401', async () => {
    const response = await fetch(`${config.backends.loyalty}/consumers/${ada.uuid}`, {
      headers: { 'x-tenant-token': config.tenantToken },
    });
    expect(response.status).toBe(401);
  });
  it('loyalty: calls without the tenant token are refused with 403', async () => {
    const response = await fetch(`${config.backends.loyalty}/tiers`);
    expect(response.status).toBe(403);
  });
  it('loyalty: redeeming a prize spends its points, gives its coupon and shows in the history', async () => {
    const loyalty = loyaltyFor();
    const redemption = await loyalty.redeem(prize('prize-ten-euro-voucher'));
    expect(redemption).toMatchObject({
      rewardUuid: 'prize-ten-euro-voucher',
      pointsSpent: 500,
      balance: 740,
    });
    expect(redemption.coupon).toMatch(/^TEN-EU-/);
    expect((await loyalty.points()).points).toBe(740);
    expect((await loyalty.pointsHistory()).items[0]).toMatchObject({
      type: 'spent',
      points: -500,
      balance: 740,
    });
  });
  it('loyalty: a prize costing more than the balance is refused as INSUFFICIENT_POINTS', async () => {
    const error = await loyaltyFor()
      .redeem(prize('prize-gold-weekend'), adaRewardDelivery)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ status: 422, errorCode: 'INSUFFICIENT_POINTS' });
  });
  it('loyalty: reading an article earns its points once', async () => {
    const loyalty = loyaltyFor();
    expect(await loyalty.readArticle('article-care-guide')).toBe(20);
    await expect(loyalty.readArticle('article-care-guide')).rejects.toBeInstanceOf(HttpError);
    expect(
      (await loyalty.articles()).find((article) => article.article_id === 'article-care-guide')?.is_read,
    ).toBe(true);
  });
  it('loyalty: a QR code, an order and an earning rule tell their points', async () => {
    const loyalty = loyaltyFor();
    expect((await loyalty.qrCode('qr-store-visit')).is_used).toBe(false);
    expect(await loyalty.scanQrCode('qr-store-visit')).toBe(30);
    expect(await loyalty.orderPoints('000000001')).toBe(sandboxOrderPoints('000000001'));
    expect(await loyalty.earningRulePoints('review')).toBe(25);
    expect(await loyalty.productPoints('product', 'device-kit')).toBe(200);
    expect((await loyalty.campaigns())[0]).toMatchObject({
      campaign_id: 'campaign-autumn-5',
      is_eligible: true,
    });
  });
  it('loyalty: a contest entry goes as multipart fields contest[i][question], contest[i][answers][j] and files[i]', async () => {
    const form = {
      answers: [{ question: 'Favourite flavour?', answers: ['Amber', 'Teal'] }],
      files: [new Blob(['photo'], { type: 'image/png' })],
    };
    expect([...contestFormData(form).keys()]).toEqual([
      'contest[0][question]',
      'contest[0][answers][0]',
      'contest[0][answers][1]',
      'files[0]',
    ]);
    const loyalty = loyaltyFor();
    expect(await loyalty.contestStatus()).toMatchObject({ is_open: true, has_participated: false });
    expect(await loyalty.enterContest(form)).toMatchObject({ is_open: true, has_participated: true });
  });
});
