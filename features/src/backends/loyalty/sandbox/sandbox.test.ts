import { describe, expect, it } from 'vitest';
import { SANDBOX_TENANT_TOKEN, TENANT_HEADER } from '../../../platform';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { sandboxServerForTests } from '../../../platform/sandbox/testing';
import { resetAccountSandbox, resetDevicesSandbox } from '../../account/sandbox';
import { sandboxOrderPoints } from '../../commerce/sandbox';
import { resetLoyaltySandbox, SANDBOX_START_POINTS, sandboxPrizes } from './index';
import { sandboxArticles, sandboxQrCodes } from './seed';
import { consumerOf } from './store';
import { seededShoppersBeforeEach } from '../../account/sandbox/testing';

sandboxServerForTests();

const { ada, noor } = seededShoppersBeforeEach(resetLoyaltySandbox, resetAccountSandbox, resetDevicesSandbox);

const call = (path: string, init: RequestInit = {}, base = 'loyalty-evo') =>
  fetch(`http://shop.test/sandbox/${base}${path}`, {
    ...init,
    headers: {
      [TENANT_HEADER]: SANDBOX_TENANT_TOKEN,
      authorization: `Bearer ${ada.token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
const pointsOf = async ({ uuid, token }: { uuid: string; token: string }) =>
  (
    (await (await call(`/consumers/${uuid}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { points: number };
    }
  ).data.points;
const cheapest = [...sandboxPrizes].sort((a, b) => a.points - b.points)[0]!;
const qrCode = Object.keys(sandboxQrCodes)[0]!;

const data = async (answer: Response) => ((await answer.json()) as { data: any }).data; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('loyalty sandbox: one truth for every number', () => {
  it('demo history: Ada alone starts with points, a tier above Bronze, a history and referrals; any other consumer with none', async () => {
    expect(await pointsOf(ada)).toBe(SANDBOX_START_POINTS);
    const asNoor = { headers: { authorization: `Bearer ${noor.token}` } };
    expect(await data(await call(`/consumers/${noor.uuid}`, asNoor))).toEqual({
      points: 0,
      expire_at: expect.any(String),
      pending_points: 0,
      points_to_expire: 0,
    });
    expect((await data(await call(`/consumers/${noor.uuid}/tier`, asNoor))).name).toBe('Bronze');
    expect((await data(await call(`/consumers/${ada.uuid}/tier`))).name).toBe('Silver');
    expect(await data(await call(`/consumers/${noor.uuid}/points`, asNoor))).toEqual([]);
    expect(await data(await call(`/consumers/${noor.uuid}/points?type=referral`, asNoor))).toEqual([]);
    const legacy = (path: string) => call(path, asNoor, 'loyalty-legacy');
    expect(await (await legacy(`/customers/${noor.uuid}`)).json()).toMatchObject({ balance: 0 });
    expect(await (await legacy(`/customers/${noor.uuid}/history`)).json()).toMatchObject({ items: [] });
    expect(await (await legacy(`/customers/${noor.uuid}/tier`)).json()).toMatchObject({ name: 'Bronze' });
  });

  it('campaign: open only to a shopper who has the points it costs, on both loyalty backends', async () => {
    const asNoor = { headers: { authorization: `Bearer ${noor.token}` } };
    const eligible = async (uuid: string, init?: RequestInit) =>
      (
        (await data(await call(`/consumers/${uuid}/rewards?type=campaign`, init))) as {
          is_eligible: boolean;
        }[]
      ).map((campaign) => campaign.is_eligible);
    expect(await eligible(ada.uuid)).toEqual([true]);
    expect(await eligible(noor.uuid, asNoor)).toEqual([false]);
    const older = await call(`/customers/${noor.uuid}/campaigns`, asNoor, 'loyalty-legacy');
    expect(await older.json()).toEqual([expect.objectContaining({ eligible: false })]);
  });

  it("demo history: each of Ada's order entries credits what the commerce order states it earned", async () => {
    const history = (await data(await call(`/consumers/${ada.uuid}/points?per_page=100`))) as Array<{
      order_id: string | null;
      points: number;
    }>;
    const orders = history.filter((item) => item.order_id);
    expect(orders.length).toBeGreaterThan(0);
    for (const item of orders)
      expect([item.order_id, item.points]).toEqual([item.order_id, sandboxOrderPoints(item.order_id!)]);
  });

  it("referral: the referral service's stats count the very entries the loyalty service lists", async () => {
    const entries = (await data(
      await call(`/consumers/${ada.uuid}/points?type=referral&per_page=100`),
    )) as Array<{
      points: number;
      event: string;
    }>;
    const stats = await (await call(`/referral/referrer/${ada.uuid}/stats`)).json();
    expect(stats).toEqual({
      referees_count: entries.filter((item) => item.event === 'referee_registered').length,
      completed_first_order_count: entries.filter((item) => item.event === 'referee_first_order').length,
      earned_points: entries.reduce((sum, item) => sum + item.points, 0),
    });
    expect(stats.earned_points).toBe(800);
  });

  it('device: registering a device credits the earning rule the page promises, once per device', async () => {
    const promised = (await data(await call(`/consumers/${ada.uuid}/earning-rule/device_registration`)))
      .points;
    const register = () =>
      fetch('http://shop.test/sandbox/account-evo/api/devices', {
        method: 'POST',
        headers: {
          [TENANT_HEADER]: SANDBOX_TENANT_TOKEN,
          authorization: `Bearer ${ada.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ deviceId: 'DEVICE-NEW-0002', consumerId: ada.uuid }),
      });
    expect((await register()).status).toBe(201);
    expect(await pointsOf(ada)).toBe(SANDBOX_START_POINTS + promised);
    // Registering it again, or removing it and registering it anew, earns nothing more.
    await register();
    const remove = await fetch('http://shop.test/sandbox/account-evo/api/devices/DEVICE-NEW-0002/unassign', {
      method: 'PUT',
      headers: {
        [TENANT_HEADER]: SANDBOX_TENANT_TOKEN,
        authorization: `Bearer ${ada.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ consumerId: ada.uuid }),
    });
    expect(remove.status).toBeLessThan(300);
    expect((await register()).status).toBe(201);
    expect(await pointsOf(ada)).toBe(SANDBOX_START_POINTS + promised);
  });
});

describe('loyalty sandbox', () => {
  it('prototype keys: a product identifier, QR code or earning rule named after a prototype property is unknown', async () => {
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect(await (await call(`/earnings?identifier=${key}`)).json()).toMatchObject({ data: { points: 0 } });
      expect((await call(`/consumers/${ada.uuid}/earnings/qr-code/${key}`)).status).toBe(404);
      expect((await call(`/consumers/${ada.uuid}/earning-rule/${key}`)).status).toBe(404);
      expect(
        (
          await call(`/consumers/${ada.uuid}/earnings/qr-code`, {
            method: 'POST',
            body: JSON.stringify({ qr_code_id: key }),
          })
        ).status,
      ).toBe(404);
    }
    expect(await pointsOf(ada)).toBe(SANDBOX_START_POINTS);
  });

  it('rewards: an order_by the service does not know is refused with 422', async () => {
    expect((await call('/rewards?order_by=__proto__')).status).toBe(422);
    expect((await call('/rewards?order_by=name')).status).toBe(200);
  });

  it('bounded: consumers past the store limit push out the oldest, who starts from the seed again', async () => {
    const article = sandboxArticles.find((candidate) => candidate.is_available && !candidate.is_read)!;
    await call(`/consumers/${ada.uuid}/earnings/article`, {
      method: 'POST',
      body: JSON.stringify({ article_id: article.article_id }),
    });
    expect(await pointsOf(ada)).toBe(SANDBOX_START_POINTS + article.value);
    // Only signed-in shoppers reach the store through a call; it is filled here directly.
    for (let index = 0; index < SANDBOX_STORE_LIMIT; index += 1) consumerOf(`consumer-${index}`);
    expect(await pointsOf(ada)).toBe(SANDBOX_START_POINTS);
  });

  it('abuse: the loyalty sandbox answers 403 when the token belongs to another shopper', async () => {
    const asAda = { headers: { authorization: `Bearer ${ada.token}` } };
    for (const path of ['', '/points', '/earnings', '/tier', '/contests/status']) {
      const answer = await call(`/consumers/${noor.uuid}${path}`, asAda);
      expect([path, answer.status]).toEqual([path, 403]);
      expect(await answer.json()).toEqual({
        code: 403,
        message: 'The identity token belongs to another consumer.',
        data: null,
      });
    }
    const spend = await call(`/consumers/${noor.uuid}/reward`, {
      ...asAda,
      method: 'POST',
      body: JSON.stringify({ reward_uuid: cheapest.prize_uuid, qty: 1 }),
    });
    expect(spend.status).toBe(403);
    expect(await pointsOf(noor)).toBe(0);
    // Her own points she still spends.
    const own = await call(`/consumers/${ada.uuid}/reward`, {
      ...asAda,
      method: 'POST',
      body: JSON.stringify({ reward_uuid: cheapest.prize_uuid, qty: 1 }),
    });
    expect(own.status).toBe(200);
  });

  it('abuse: the older loyalty sandbox answers 403 when the token belongs to another shopper', async () => {
    const asAda = { headers: { authorization: `Bearer ${ada.token}` } };
    const legacy = (path: string, init: RequestInit = {}) =>
      call(path, { ...asAda, ...init }, 'loyalty-legacy');
    const answers = [
      await legacy(`/customers/${noor.uuid}`),
      await legacy(`/customers/${noor.uuid}/history`),
      await legacy(`/qr-code/${qrCode}?customerUuid=${noor.uuid}`),
      await legacy('/qr-code', {
        method: 'POST',
        body: JSON.stringify({ customerUuid: noor.uuid, code: qrCode }),
      }),
      await legacy('/prizes/buy', {
        method: 'POST',
        body: JSON.stringify({ customerUuid: noor.uuid, prizeUuid: cheapest.prize_uuid, quantity: 1 }),
      }),
    ];
    for (const answer of answers) {
      expect([answer.url, answer.status]).toEqual([answer.url, 403]);
      expect(await answer.json()).toEqual({ message: 'The identity token belongs to another consumer.' });
    }
    expect(await pointsOf(noor)).toBe(0);
    expect((await legacy(`/customers/${ada.uuid}`)).status).toBe(200);
  });

  it('abuse: both loyalty sandboxes answer 401 without a token or with one that is no live session', async () => {
    for (const authorization of ['', 'Bearer sandbox', `Bearer ${ada.token}x`]) {
      const newer = await call(`/consumers/${ada.uuid}`, { headers: { authorization } });
      expect([authorization, newer.status]).toEqual([authorization, 401]);
      expect(await newer.json()).toEqual({ code: 401, message: 'Unauthorized', data: null });
      const older = await call(`/customers/${ada.uuid}`, { headers: { authorization } }, 'loyalty-legacy');
      expect([authorization, older.status]).toEqual([authorization, 401]);
      expect(await older.json()).toEqual({ message: 'Unauthorized' });
      const buy = await call(
        '/prizes/buy',
        {
          method: 'POST',
          headers: { authorization },
          body: JSON.stringify({ customerUuid: ada.uuid, prizeUuid: cheapest.prize_uuid, quantity: 1 }),
        },
        'loyalty-legacy',
      );
      expect(buy.status).toBe(401);
    }
    expect(await pointsOf(ada)).toBe(SANDBOX_START_POINTS);
  });
});
