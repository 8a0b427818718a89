import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, sandboxPaths, type StorefrontConfig } from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { resetLoyaltySandbox, sandboxPrizes, SANDBOX_START_POINTS } from '../backends/loyalty/sandbox';
import { sandboxIdentityOf } from '../backends/account/sandbox';
import { sandboxOrderPoints } from '../backends/commerce/sandbox';
import { createLoyaltyApi, loyaltyBackendFor } from './api';
import { adaRewardDelivery } from './testing';
import { AddressRequiredError, toPrize } from './types';

const prize = (uuid: string) => toPrize(sandboxPrizes.find((seeded) => seeded.prize_uuid === uuid)!);
const travelCase = prize('prize-travel-case');
const delivery = adaRewardDelivery;

/** A seeded shopper signed in afresh for each test: the loyalty sandboxes answer only her own token for her uuid. */
let shopper = { uuid: '', token: '' };

let sandbox: RunningSandbox;
const configs: Record<'newer' | 'older', StorefrontConfig> = {} as never;

beforeAll(async () => {
  sandbox = await startSandboxServer(sandboxHandlers);
  configs.newer = configFromEnv({}, sandbox.origin);
  configs.older = configFromEnv(
    { LOYALTY_API_URL: `${sandbox.origin}${sandboxPaths.loyaltyLegacy}` },
    sandbox.origin,
  );
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetLoyaltySandbox();
  shopper = sandboxIdentityOf();
});

const pngOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

// Every loyalty call of spec section 7 on both backends, against the sandbox that enforces each one's payloads.
describe.each(['newer', 'older'] as const)('loyalty calls on the %s backend', (kind) => {
  const loyalty = () => createLoyaltyApi(configs[kind], () => shopper);

  it('backend: the base URL chooses it (evo in the URL is the newer one)', () =>
    expect(loyalty().kind).toBe(kind));
  it('configuration/status: the programme is active', async () =>
    expect(await loyalty().isActive()).toBe(true));
  it('tiers: lists the tiers with their pictures', async () =>
    expect((await loyalty().tiers()).map((tier) => tier.name)).toEqual(['Bronze', 'Silver', 'Gold']));
  it('rewards/prizes: pages the prizes, ordered and filtered', async () => {
    const page = await loyalty().rewards({ orderBy: 'points', sort: 'asc', perPage: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.points).toBeLessThanOrEqual(page.items[1]!.points);
    expect(page.total).toBeGreaterThan(2);
  });
  it('reward/{uuid}, prizes/{uuid}: reads one prize with its reward type', async () =>
    expect(await loyalty().reward('prize-travel-case')).toMatchObject({
      name: 'Leather travel case',
      rewardType: 'physical',
      isAddressRequired: true,
    }));
  it('earnings/points: the points a product earns', async () =>
    expect(await loyalty().productPoints('sku', 'device-kit')).toBe(200));
  it("consumers/{uuid}, customers/{uuid}: the shopper's points", async () =>
    expect(await loyalty().points()).toMatchObject({ points: SANDBOX_START_POINTS, points_to_expire: 180 }));
  it('points history: 10 entries a page', async () => {
    const page = await loyalty().pointsHistory();
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toMatchObject({ balance: SANDBOX_START_POINTS });
  });
  it('referral history: 5 entries a page', async () =>
    expect((await loyalty().referralHistory()).items).toHaveLength(5));
  it('articles: with points, read state and levels', async () =>
    expect(await loyalty().articles()).toContainEqual(
      expect.objectContaining({ article_id: 'article-flavour-story', value: 15, is_read: true }),
    ));
  it('earnings/article: reading an article earns its points once', async () => {
    const api = loyalty();
    const unread = (await api.articles()).find((article) => !article.is_read && article.is_available)!;
    expect(await api.readArticle(unread.article_id)).toBe(unread.value);
    expect((await api.points()).points).toBe(SANDBOX_START_POINTS + unread.value);
    await expect(api.readArticle(unread.article_id)).rejects.toMatchObject({
      errorCode: 'ARTICLE_ALREADY_READ',
    });
  });
  it('earnings/qr-code/{id}, qr-code/{code}: tells a code and whether it is used', async () =>
    expect(await loyalty().qrCode('qr-store-visit')).toEqual({
      qr_code_id: 'qr-store-visit',
      points: 30,
      is_used: false,
    }));
  it('earnings/qr-code, qr-code: a code earns once, an unknown one is refused', async () => {
    const api = loyalty();
    expect(await api.scanQrCode('qr-store-visit')).toBe(30);
    await expect(api.scanQrCode('qr-store-visit')).rejects.toMatchObject({ errorCode: 'QR_CODE_USED' });
    await expect(api.scanQrCode('no-such-code')).rejects.toMatchObject({ status: 404 });
  });
  it('orders/{order_id}: the points an order earned, as the order itself states them', async () =>
    expect(await loyalty().orderPoints('000000002')).toBe(sandboxOrderPoints('000000002')));
  it("tier: the shopper's tier", async () =>
    expect(await loyalty().tier()).toMatchObject({ name: 'Silver' }));
  it('rewards type campaign, customers/{uuid}/campaigns: the eligible campaigns', async () =>
    expect(await loyalty().campaigns()).toEqual([
      { campaign_id: 'campaign-autumn-5', points: 400, price: 5, is_eligible: true },
    ]));
  it('earning-rule/{event_name}, earningRules/{event}: the points an event earns', async () =>
    expect(await loyalty().earningRulePoints('registration')).toBe(100));
  it('contests/status: open, not entered, with its questions', async () =>
    expect(await loyalty().contestStatus()).toMatchObject({
      is_open: true,
      has_participated: false,
      questions: [expect.objectContaining({ options: ['Amber', 'Mint', 'Berry'] }), expect.anything()],
    }));
  it('contests: an entry with a file goes as multipart and counts once', async () => {
    const api = loyalty();
    const form = { answers: [{ question: 'Which flavour?', answers: ['Mint'] }], files: [pngOf(10)] };
    expect(await api.enterContest(form)).toMatchObject({ has_participated: true });
    await expect(api.enterContest(form)).rejects.toMatchObject({ errorCode: 'CONTEST_ALREADY_ENTERED' });
  });
  it('contests: the service refuses a file over the 5 MB limit', async () =>
    await expect(
      loyalty().enterContest({
        answers: [{ question: 'Which flavour?', answers: ['Mint'] }],
        files: [pngOf(5 * 1024 * 1024 + 1)],
      }),
    ).rejects.toMatchObject({ status: 422 }));
  it('reward, prizes/buy: spends points and answers the balance', async () => {
    const redemption = await loyalty().redeem(prize('prize-ten-euro-voucher'));
    expect(redemption).toMatchObject({
      pointsSpent: 500,
      balance: SANDBOX_START_POINTS - 500,
      deliveredTo: null,
    });
    expect(redemption.coupon).toEqual(expect.any(String));
  });
  it('delivered reward: redeemed with its address, which the service records and answers back', async () => {
    const redemption = await loyalty().redeem(travelCase, delivery);
    expect(redemption).toMatchObject({ pointsSpent: 1100, balance: SANDBOX_START_POINTS - 1100 });
    expect(redemption.deliveredTo).toEqual(delivery);
  });
  it('delivered reward: without an address the shop refuses before any call, and no points are taken', async () => {
    await expect(loyalty().redeem(travelCase)).rejects.toBeInstanceOf(AddressRequiredError);
    expect((await loyalty().points()).points).toBe(SANDBOX_START_POINTS);
  });
  it('delivered reward: the service itself refuses a redemption without an address (ADDRESS_REQUIRED), no points taken', async () => {
    // The backend directly, past the shop's rule: the service holds the rule too.
    const backend = loyaltyBackendFor({
      baseUrl: configs[kind].backends.loyalty,
      tenantToken: configs[kind].tenantToken,
      timeoutMs: configs[kind].timeouts.loyaltyMs,
      identityToken: () => shopper.token,
    });
    await expect(backend.redeem(shopper.uuid, travelCase.prize_uuid, 1)).rejects.toMatchObject({
      status: 422,
      errorCode: 'ADDRESS_REQUIRED',
    });
    expect((await loyalty().points()).points).toBe(SANDBOX_START_POINTS);
  });
  it("missing configuration: a reward call without a tenant rejects with 'Missing required configuration'", async () =>
    await expect(
      createLoyaltyApi({ ...configs[kind], tenantToken: '' }, () => shopper).rewards(),
    ).rejects.toThrow('Missing required configuration'));
  it('safe defaults: reads without a signed-in shopper answer zero points and empty lists', async () => {
    const guest = createLoyaltyApi(configs[kind], () => null);
    expect(await guest.points()).toEqual({
      points: 0,
      expire_at: null,
      pending_points: 0,
      points_to_expire: 0,
    });
    expect(await guest.articles()).toEqual([]);
    expect(await guest.earningRulePoints('registration')).toBe(0);
  });
});
