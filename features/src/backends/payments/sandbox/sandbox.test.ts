import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { setupServer } from 'msw/node';
import { handlers, resetPaymentsSandbox } from './index';

// This domain's handlers alone: the store-limit tests send thousands of calls, each matched against every handler.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetPaymentsSandbox());

const start = async (orderId: string) =>
  (await (
    await fetch('http://shop.test/sandbox/payments/order', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, payment_method: 'jtipayment', amount: '10.00' }),
    })
  ).json()) as { uuid: string };
const statusOf = async (uuid: string) =>
  (await fetch(`http://shop.test/sandbox/payments/payment/${uuid}`)).status;

describe('payments sandbox', () => {
  it('bounded: payments past the store limit push out the oldest', async () => {
    const first = await start('order-first');
    await Promise.all(Array.from({ length: SANDBOX_STORE_LIMIT - 1 }, (_, index) => start(`order-${index}`)));
    const last = await start('order-last');
    expect(await statusOf(first.uuid)).toBe(404);
    expect(await statusOf(last.uuid)).toBe(200);
  }, 30_000);

  it('invalid JSON is refused with 400 in the service error shape', async () => {
    const response = await fetch('http://shop.test/sandbox/payments/order', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error_code: 'INVALID_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });
});
