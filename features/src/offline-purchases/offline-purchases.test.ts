import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, failureOf, GENERIC_FAILURE, HttpError, NotSignedInError } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { sandboxAccounts } from '../backends/account/sandbox';
import { SANDBOX_CONSENT_HASH } from '../backends/offline-purchases/sandbox';
import { signInSeededShopper } from '../account/testing';
import { createOfflinePurchasesApi } from './api';

const server = sandboxServerForTests();
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** Both sides of the pair live under ENGAGEMENT_API_URL: one containing evo is the newer API. */
const sides = [
  [
    'newer',
    'http://shop.test/sandbox/engagement-evo',
    '/sandbox/engagement-evo/api/leads/{uuid}/actions/purchase',
  ],
  ['older', 'http://shop.test/sandbox/engagement', '/sandbox/engagement/consumers/{uuid}/actions/purchase'],
] as const;

const graceUuid = sandboxAccounts.find((account) => account.email !== 'ada@example.com')!.uuid;

describe.each(sides)('offline purchases on the %s side', (side, engagementUrl, purchasesPath) => {
  const config = configFromEnv({ ENGAGEMENT_API_URL: engagementUrl });
  let ada: { uuid: string; token: string };
  beforeEach(async () => {
    const session = await signInSeededShopper(
      configFromEnv({ ACCOUNT_API_URL: 'http://shop.test/sandbox/account-evo' }),
    );
    ada = { uuid: session.uuid, token: session.token };
    sent.length = 0;
  });
  const api = (identity: { uuid: string; token: string } | null = ada) =>
    createOfflinePurchasesApi(config, () => identity);
  const pathFor = (uuid: string) => purchasesPath.replace('{uuid}', uuid);

  it(`GET purchases (${side}: ${purchasesPath}): the seeded shopper's two shop purchases, newest first`, async () => {
    expect(api().side).toBe(side);
    const purchases = await api().purchases();
    expect(purchases.map((purchase) => [purchase.date, purchase.store.name, purchase.total])).toEqual([
      ['2026-11-02T16:24:00Z', 'Flagship Store Berlin Mitte', { value: 92, currency: 'EUR' }],
      ['2026-09-14T09:05:00Z', 'Hamburg Airport kiosk', { value: 19.5, currency: 'EUR' }],
    ]);
    expect(purchases[0]!.items).toEqual([
      {
        sku: 'device-pro-black',
        name: 'Device Pro, black',
        quantity: 1,
        price: { value: 79, currency: 'EUR' },
      },
      { sku: 'sticks-amber', name: 'Amber sticks', quantity: 2, price: { value: 6.5, currency: 'EUR' } },
    ]);
    expect(sent).toEqual([`GET ${pathFor(ada.uuid)}`]);
  });

  it(`GET purchases (${side}): a guest is not asked for, no request is made`, async () => {
    await expect(api(null).purchases()).rejects.toBeInstanceOf(NotSignedInError);
    expect(sent).toEqual([]);
  });

  it(`GET purchases (${side}): an expired identity token is refused with 401`, async () => {
    const error = await api({ uuid: ada.uuid, token: 'expired' })
      .purchases()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
  });

  it(`GET purchases (${side}): an unknown consumer is 404, another shopper's purchases 403`, async () => {
    const unknown = await api({ uuid: 'no-such-consumer', token: ada.token })
      .purchases()
      .catch((caught: unknown) => caught);
    expect((unknown as HttpError).status).toBe(404);
    const other = await api({ uuid: graceUuid, token: ada.token })
      .purchases()
      .catch((caught: unknown) => caught);
    expect((other as HttpError).status).toBe(403);
  });

  it(`GET purchases (${side}): spec section 8, the newer side shows the generic message, the older its own`, async () => {
    const error = (await api({ uuid: ada.uuid, token: 'expired' })
      .purchases()
      .catch((caught: unknown) => caught)) as HttpError;
    expect(failureOf(error)).toEqual(
      side === 'newer'
        ? GENERIC_FAILURE
        : { kind: 'said', message: 'Session expired or missing. Please sign in again.' },
    );
  });
});

const consentSides = [
  [
    'newer',
    'http://shop.test/sandbox/engagement-evo',
    '/sandbox/engagement-evo/api/leads/consents/validate/',
  ],
  ['older', 'http://shop.test/sandbox/engagement', '/sandbox/engagement/consent/validate/'],
] as const;

describe.each(consentSides)(
  'consent validation by hash on the %s side',
  (side, engagementUrl, validatePath) => {
    const config = configFromEnv({ ENGAGEMENT_API_URL: engagementUrl });
    const api = () => createOfflinePurchasesApi(config, () => null);
    beforeEach(() => {
      sent.length = 0;
    });

    it(`POST ${validatePath}{hash} (${side}): the e-mail's hash is confirmed without a signed-in shopper`, async () => {
      const validation = await api().validateConsent(SANDBOX_CONSENT_HASH);
      expect(validation.outcome).toBe('validated');
      // Only the newer API returns a token (spec section 7).
      if (side === 'newer') expect(validation.token).toMatch(/^lead-/);
      else expect(validation.token).toBeUndefined();
      expect(sent).toEqual([`POST ${validatePath}${SANDBOX_CONSENT_HASH}`]);
    });

    it(`POST ${validatePath}{hash} (${side}): a malformed hash is invalid (422)`, async () => {
      expect(await api().validateConsent('not-a-hash')).toEqual({ outcome: 'invalid' });
    });

    it(`POST ${validatePath}{hash} (${side}): a well-formed hash no e-mail carried is unknown (404)`, async () => {
      expect(await api().validateConsent('0'.repeat(32))).toEqual({ outcome: 'unknown' });
    });

    it(`POST ${validatePath}{hash} (${side}): a service that does not answer is unreachable`, async () => {
      server.use(http.post(`*${validatePath}:hash`, () => HttpResponse.error()));
      expect(await api().validateConsent(SANDBOX_CONSENT_HASH)).toEqual({ outcome: 'unreachable' });
    });

    it(`POST ${validatePath}{hash} (${side}): any other refusal is a failure the shopper may retry`, async () => {
      server.use(
        http.post(`*${validatePath}:hash`, () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
      );
      expect(await api().validateConsent(SANDBOX_CONSENT_HASH)).toEqual({ outcome: 'failed' });
    });
  },
);
