import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, HttpError, shopFailure } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import {
  exhaustCouponProvider,
  OUT_OF_COUPONS_MESSAGE,
  resetCouponsSandbox,
} from '../backends/coupons/sandbox';
import { signInSeededShopper } from '../account/testing';
import { couponFailureOf, createCouponsApi, CouponsSignInError } from './api';

const server = sandboxServerForTests();
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** Both sides of the pair: an account URL containing evo is the newer backend. */
const sides = [
  ['newer', 'http://shop.test/sandbox/account-evo'],
  ['older', 'http://shop.test/sandbox/account-legacy'],
] as const;

const fetchingWords = shopFailure('libs.ui.promotion.error_fetching_providers');
const requestingWords = shopFailure('libs.ui.promotion.error_requesting_coupon');

describe.each(sides)('external coupons on the %s side', (side, accountUrl) => {
  const config = configFromEnv({ ACCOUNT_API_URL: accountUrl });
  let ada: { uuid: string; token: string };
  beforeEach(async () => {
    resetCouponsSandbox();
    const session = await signInSeededShopper(config);
    ada = { uuid: session.uuid, token: session.token };
    sent.length = 0;
  });
  const coupons = (identity: typeof ada | null = ada) => createCouponsApi(config, () => identity);
  const root = new URL(accountUrl).pathname;

  it(`GET /coupons/external/providers/{id} (${side}): the two seeded partners, no coupon held yet`, async () => {
    const api = coupons();
    expect(api.side).toBe(side);
    const providers = await api.providers();
    expect(providers.map((provider) => [provider.id, provider.coupon])).toEqual([
      ['city-cinema', null],
      ['green-rides', null],
    ]);
    expect(sent).toEqual([`GET ${root}/coupons/external/providers/${ada.uuid}`]);
  });

  it(`${side === 'newer' ? 'POST /users/{uuid}/coupons' : 'POST /coupons/external/request'} (${side}): the partner's coupon is issued and then listed with its provider`, async () => {
    const api = coupons();
    const coupon = await api.request('city-cinema');
    expect(coupon).toMatchObject({
      providerId: 'city-cinema',
      code: expect.stringMatching(/^CIT-[0-9A-F]{8}$/),
    });
    expect(coupon.expiresAt).not.toBeNull();
    expect(sent).toEqual([
      side === 'newer' ? `POST ${root}/users/${ada.uuid}/coupons` : `POST ${root}/coupons/external/request`,
    ]);
    const providers = await api.providers();
    expect(providers.find((provider) => provider.id === 'city-cinema')?.coupon).toEqual(coupon);
    expect(providers.find((provider) => provider.id === 'green-rides')?.coupon).toBeNull();
  });

  it(`external coupons (${side}): a second coupon from the same partner is refused with 409`, async () => {
    const api = coupons();
    await api.request('green-rides');
    await expect(api.request('green-rides')).rejects.toMatchObject({ status: 409 });
  });

  it(`external coupons (${side}): without a live session the service answers 401, and without a shopper nothing is sent`, async () => {
    await expect(coupons({ uuid: ada.uuid, token: 'expired' }).providers()).rejects.toMatchObject({
      status: 401,
    });
    await expect(coupons(null).request('city-cinema')).rejects.toBeInstanceOf(CouponsSignInError);
    expect(sent).toEqual([`GET ${root}/coupons/external/providers/${ada.uuid}`]);
  });

  it(`coupon provider failures (${side}): a refused request shows ${side === 'older' ? "the server's message" : 'error_requesting_coupon (the newer backend hides its messages)'}`, async () => {
    exhaustCouponProvider('city-cinema');
    const failure = await coupons()
      .request('city-cinema')
      .catch((error: unknown) => error);
    expect(couponFailureOf(failure, requestingWords)).toEqual(
      side === 'older' ? { kind: 'said', message: OUT_OF_COUPONS_MESSAGE } : requestingWords,
    );
  });
});

describe('coupon provider failures', () => {
  const config = configFromEnv({ ACCOUNT_API_URL: 'http://shop.test/sandbox/account-legacy' });

  it('libs.ui.promotion.error_fetching_providers: shown when the server gives no message of its own (5xx, network)', async () => {
    server.use(
      http.get('*/coupons/external/providers/:id', () =>
        HttpResponse.json({ message: 'db down' }, { status: 503 }),
      ),
    );
    const failure = await createCouponsApi(config, () => ({ uuid: 'ada', token: 't' }))
      .providers()
      .catch((error: unknown) => error);
    expect(couponFailureOf(failure, fetchingWords)).toEqual(fetchingWords);
    server.use(http.get('*/coupons/external/providers/:id', () => HttpResponse.error()));
    const offline = await createCouponsApi(config, () => ({ uuid: 'ada', token: 't' }))
      .providers()
      .catch((error: unknown) => error);
    expect(couponFailureOf(offline, fetchingWords)).toEqual(fetchingWords);
  });

  it('the generic fallback is never shown in place of the shop words', () => {
    expect(couponFailureOf(new HttpError(422, {}, undefined), requestingWords)).toEqual(requestingWords);
    expect(couponFailureOf(new Error('TypeError: x is undefined'), requestingWords)).toEqual(requestingWords);
  });
});
