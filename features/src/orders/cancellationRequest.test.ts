import { beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, configFromEnv, configureCaptcha, HttpError } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { resetAccountSandbox, resetOrderCancellationSandbox } from '../backends/account/sandbox';
import { resetCommerceSandbox, sandboxOrderStatus } from '../backends/commerce/sandbox';
import { signInSeededShopper } from '../account/testing';
import { requestOrderCancellation, UUID_NOT_DEFINED, type CancellationOrderInfo } from './api';
import { cancellationPathOf } from './types';

const server = sandboxServerForTests();
const newer = configFromEnv({ ACCOUNT_API_URL: '/sandbox/account-evo' }, 'http://shop.test');
const older = configFromEnv({ ACCOUNT_API_URL: '/sandbox/account-legacy' }, 'http://shop.test');

const order: CancellationOrderInfo = {
  number: '000000002',
  status: 'processing',
  grandTotal: { value: 42.5, currency: 'EUR' },
  items: [{ sku: 'AURORA-BLUE', quantity: 1 }],
};

const sent: Array<{ url: URL; captcha: string | null; authorization: string | null; body: unknown }> = [];
server.events.on('request:start', async ({ request }) => {
  if (!request.url.includes('request-cancellation')) return;
  sent.push({
    url: new URL(request.url),
    captcha: request.headers.get(CAPTCHA_HEADER),
    authorization: request.headers.get('authorization'),
    body: JSON.parse(await request.clone().text()),
  });
});

async function signedIn(config: typeof newer) {
  const session = await signInSeededShopper(config);
  return { uuid: session.uuid, token: session.token };
}

beforeEach(() => {
  resetAccountSandbox();
  resetOrderCancellationSandbox();
  resetCommerceSandbox();
  sent.length = 0;
});

describe('order cancellation request', () => {
  it('POST /api/orders/request-cancellation (newer): sends the uuid and order number, captcha-checked, and reads the request', async () => {
    const requester = await signedIn(newer);
    const outcome = await requestOrderCancellation(newer, requester, order);
    expect(outcome).toEqual({ success: true, requestId: expect.stringMatching(/^cancel-/) });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/sandbox/account-evo/api/orders/request-cancellation');
    expect(sent[0]?.captcha).toBeTruthy();
    expect(sent[0]?.authorization).toBe(`Bearer ${requester.token}`);
    expect(sent[0]?.body).toEqual({ uuid: requester.uuid, order_number: '000000002' });
  });

  it("POST /orders/request-cancellation (legacy): sends the order's info, captcha-checked", async () => {
    const requester = await signedIn(older);
    const outcome = await requestOrderCancellation(older, requester, order, 'Ordered twice');
    expect(outcome.success).toBe(true);
    expect(sent[0]?.url.pathname).toBe('/sandbox/account-legacy/orders/request-cancellation');
    expect(sent[0]?.captcha).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      uuid: requester.uuid,
      order_number: '000000002',
      order_status: 'processing',
      grand_total: '42.50',
      currency: 'EUR',
      items: [{ sku: 'AURORA-BLUE', qty: 1 }],
      reason: 'Ordered twice',
    });
  });

  it("needs uuid: without the shopper's uuid it throws 'uuid is not defined' and sends nothing, on both sides", async () => {
    expect(UUID_NOT_DEFINED).toBe('uuid is not defined');
    await expect(requestOrderCancellation(newer, { token: 'x' }, order)).rejects.toThrow(
      'uuid is not defined',
    );
    await expect(requestOrderCancellation(older, {}, order)).rejects.toThrow('uuid is not defined');
    expect(sent).toEqual([]);
  });

  it('captcha: without a captcha token the service refuses the request (spec section 6)', async () => {
    const requester = await signedIn(older);
    configureCaptcha({ enabled: false });
    try {
      const failure = await requestOrderCancellation(older, requester, order).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(HttpError);
      expect((failure as HttpError).status).toBe(403);
      expect((failure as HttpError).userMessage).toBe('Captcha verification failed.');
    } finally {
      configureCaptcha({ enabled: true });
    }
  });

  it('one request per order: asking twice is refused with CANCELLATION_ALREADY_REQUESTED', async () => {
    const requester = await signedIn(newer);
    await requestOrderCancellation(newer, requester, order);
    await expect(requestOrderCancellation(newer, requester, order)).rejects.toMatchObject({
      status: 409,
      errorCode: 'CANCELLATION_ALREADY_REQUESTED',
    });
  });

  for (const [name, config] of [
    ['newer', newer],
    ['older', older],
  ] as const)
    it(`a request is kept (${name}): the commerce order reads "cancellation requested" from then on, so a reload shows it`, async () => {
      const requester = await signedIn(config);
      expect(sandboxOrderStatus('000000002')?.status).toBe('processing');
      await requestOrderCancellation(config, requester, order);
      expect(sandboxOrderStatus('000000002')?.status).toBe('cancellation_requested');
    });

  it("another shopper's order: the request is refused as not found and the order is left as it was", async () => {
    const stranger = await signInSeededShopper(newer, 'new@example.com');
    await expect(
      requestOrderCancellation(newer, { uuid: stranger.uuid, token: stranger.token }, order),
    ).rejects.toMatchObject({ status: 404 });
    expect(sandboxOrderStatus('000000002')?.status).toBe('processing');
  });

  it('cancellable per status list: offered only for a cancelable status; unpaid cancels at once, paid is requested', () => {
    expect(cancellationPathOf({ cancellable: false, awaitingPayment: false })).toBeUndefined();
    expect(cancellationPathOf({ cancellable: false, awaitingPayment: true })).toBeUndefined();
    expect(cancellationPathOf({ cancellable: true, awaitingPayment: true })).toBe('cancel');
    expect(cancellationPathOf({ cancellable: true, awaitingPayment: false })).toBe('request');
  });

  it('cancellable: a paid order whose parcel is on its way is not offered for cancellation, though its status is cancelable', () => {
    expect(cancellationPathOf({ cancellable: true, awaitingPayment: false, progress: 'paid' })).toBe(
      'request',
    );
    expect(
      cancellationPathOf({ cancellable: true, awaitingPayment: false, progress: 'shipped' }),
    ).toBeUndefined();
  });
});
