import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { HttpError, setMonitoringReporter } from '../platform';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../backends/commerce/sandbox';
import { createPaymentService, updatePaymentMethod } from './api';
import { resetPaymentsSandbox } from '../backends/payments/sandbox';

const server = sandboxServerForTests();
const sent: Array<{ method: string; url: URL; body: unknown }> = [];
const baseUrl = 'http://shop.test/sandbox/payments';
const legacy = createPaymentService({ baseUrl, backend: 'legacy' });
const newer = createPaymentService({ baseUrl, backend: 'newer' });
const commerce = createCommerceClient({
  endpoint: 'http://shop.test/sandbox/commerce/graphql',
  storeView: 'default',
  getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
});

beforeAll(() => {
  setMonitoringReporter({ report: () => undefined });
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
    });
  });
});
beforeEach(() => {
  resetCommerceSandbox();
  resetPaymentsSandbox();
  sent.length = 0;
});

describe('payments', () => {
  it('payment order: PUT /order returns the payment token and the payment order result', async () => {
    const payment = await legacy.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
      amount: '14.90',
      currency: 'EUR',
    });
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      body: { order_id: '000000010', payment_method: 'jtipayment', amount: '14.90', currency: 'EUR' },
    });
    expect(payment).toMatchObject({
      status: 'pending',
      order_id: '000000010',
      currency: 'EUR',
      amount: '14.90',
      payment_method: 'jtipayment',
      title: 'Card or wallet',
    });
    expect(payment.payment_token).toMatch(/^sandbox-payment-token-/);
  });

  it('payment order: the newer service also sends customer_uuid, order_id and tokenize', async () => {
    await newer.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
      customerUuid: 'c-1',
      tokenize: true,
    });
    expect(sent.at(-1)?.body).toMatchObject({ customer_uuid: 'c-1', order_id: '000000010', tokenize: true });
    await legacy.createPaymentOrder({
      orderId: '000000011',
      paymentMethodCode: 'jtipayment',
      customerUuid: 'c-1',
      tokenize: true,
    });
    expect(sent.at(-1)?.body).not.toHaveProperty('customer_uuid');
    expect(sent.at(-1)?.body).not.toHaveProperty('tokenize');
  });

  it('payment methods: GET /payment-methods lists code, description, icon, tokenizable and title', async () => {
    const methods = await legacy.getPaymentMethods();
    expect(methods[0]).toEqual({
      code: 'jtipayment',
      title: 'Card or wallet',
      description: expect.any(String),
      icon: 'card',
      tokenizable: true,
    });
  });

  it('payment client: GET /client sends payment_method_code and locale', async () => {
    const client = await legacy.getPaymentClient('jtipayment', 'de-DE');
    expect(sent.at(-1)?.url.searchParams.get('payment_method_code')).toBe('jtipayment');
    expect(sent.at(-1)?.url.searchParams.get('locale')).toBe('de-DE');
    expect(client).toMatchObject({ payment_method_code: 'jtipayment', locale: 'de-DE' });
  });

  it('payment status: GET /payment/{uuid} reads a payment; an unknown one is a 404 with its error code', async () => {
    const { uuid } = await legacy.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
    });
    expect((await legacy.getPayment(uuid)).status).toBe('pending');
    const failure = await legacy.getPayment('nope').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
  });

  it('updatePaymentMethod: switches a pending order to another method', async () => {
    expect(await updatePaymentMethod(commerce, '000000003', 'banktransfer')).toEqual({
      success: true,
      payment_method: 'banktransfer',
    });
  });

  it('updatePaymentMethod: on failure returns the error response data instead of throwing', async () => {
    const outcome = await updatePaymentMethod(commerce, '000000001', 'banktransfer');
    expect(outcome).toEqual({
      success: false,
      message: 'The payment method of a paid order cannot be changed.',
      errors: [
        { message: 'The payment method of a paid order cannot be changed.', code: 'ORDER_ALREADY_PAID' },
      ],
    });
  });
});
