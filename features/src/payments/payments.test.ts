import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { HttpError, ProductError, setMonitoringReporter } from '../platform';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../backends/commerce/sandbox';
import { createPaymentService, updatePaymentMethod } from './api';
import {
  CARD_PAYMENT_SETTLES_MS,
  resetPaymentsSandbox,
  SANDBOX_EXPIRED_CARD_ID,
  SANDBOX_SAVED_CARD_ID,
  SANDBOX_SHOPPER_UUID,
  sandboxSavedCards,
} from '../backends/payments/sandbox';
import { paymentBackendOf } from '../backends/payments';

const server = sandboxServerForTests();
const sent: Array<{ method: string; url: URL; body: unknown }> = [];
const legacy = createPaymentService({ baseUrl: 'http://shop.test/sandbox/payments', backend: 'legacy' });
const newer = createPaymentService({ baseUrl: 'http://shop.test/sandbox/payments-evo', backend: 'newer' });
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
afterEach(() => vi.useRealTimers());

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('payments: which service', () => {
  it('chosen by configuration: a base URL containing evo is the newer payment service, any other the legacy one', () => {
    expect(paymentBackendOf('https://payments-evo.example/')).toBe('newer');
    expect(paymentBackendOf('/sandbox/payments-evo')).toBe('newer');
    expect(paymentBackendOf('https://payments.example/')).toBe('legacy');
  });
});

describe('payments: legacy service', () => {
  it('PUT /order returns the payment token and the payment order result', async () => {
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
    expect(sent.at(-1)?.url.pathname).toBe('/sandbox/payments/order');
    expect(payment).toMatchObject({
      status: 'pending',
      order_id: '000000010',
      currency: 'EUR',
      icon: '/sandbox/payments/icons/card.svg',
      amount: '14.90',
      payment_method: 'jtipayment',
      title: 'Card or wallet',
    });
    expect(payment.payment_token).toMatch(/^sandbox-payment-token-/);
  });

  it('PUT /order sends neither customer_uuid nor tokenize: the legacy service keeps no cards', async () => {
    await legacy.createPaymentOrder({
      orderId: '000000011',
      paymentMethodCode: 'jtipayment',
      customerUuid: 'c-1',
      tokenize: true,
      cardId: SANDBOX_SAVED_CARD_ID,
    });
    expect(sent.at(-1)?.body).not.toHaveProperty('customer_uuid');
    expect(sent.at(-1)?.body).not.toHaveProperty('tokenize');
    expect(sent.at(-1)?.body).not.toHaveProperty('card_id');
  });

  it('GET /payment-methods lists code, description, icon, tokenizable and title', async () => {
    const methods = await legacy.getPaymentMethods();
    expect(sent.at(-1)?.url.pathname).toBe('/sandbox/payments/payment-methods');
    expect(methods[0]).toEqual({
      code: 'jtipayment',
      title: 'Card or wallet',
      description: expect.any(String),
      icon: '/sandbox/payments/icons/card.svg',
      tokenizable: true,
    });
  });

  it("sandbox: each method's icon is an SVG the shop serves on its own origin; an unknown icon is a 404", async () => {
    const [method] = await legacy.getPaymentMethods();
    const icon = await fetch(new URL(method!.icon, 'http://shop.test'));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch('http://shop.test/sandbox/payments/icons/nope.svg')).status).toBe(404);
  });

  it('GET /client sends payment_method_code and locale', async () => {
    const client = await legacy.getPaymentClient('jtipayment', 'de-DE');
    expect(sent.at(-1)?.url.pathname).toBe('/sandbox/payments/client');
    expect(sent.at(-1)?.url.searchParams.get('payment_method_code')).toBe('jtipayment');
    expect(sent.at(-1)?.url.searchParams.get('locale')).toBe('de-DE');
    expect(client).toMatchObject({ payment_method_code: 'jtipayment', locale: 'de-DE' });
  });

  it('GET /payment/{uuid} reads a payment; an unknown one is a 404 with its error code', async () => {
    const { uuid } = await legacy.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
    });
    expect((await legacy.getPayment(uuid)).status).toBe('pending');
    expect(sent.at(-1)?.url.pathname).toBe(`/sandbox/payments/payment/${uuid}`);
    const failure = await refusalOf(legacy.getPayment('nope'));
    expect(failure).toBeInstanceOf(ProductError);
    expect((failure as ProductError).errorCode).toBe('PAYMENT_NOT_FOUND');
  });
});

describe('payments: newer service', () => {
  it('PUT /api/payments/generate-token sends customer_uuid, order_id and tokenize and reads the payment order result', async () => {
    const payment = await newer.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
      amount: '14.90',
      currency: 'EUR',
      customerUuid: SANDBOX_SHOPPER_UUID,
      tokenize: true,
    });
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      body: { customer_uuid: SANDBOX_SHOPPER_UUID, order_id: '000000010', tokenize: true },
    });
    expect(sent.at(-1)?.url.pathname).toBe('/sandbox/payments-evo/api/payments/generate-token');
    expect(payment).toEqual({
      uuid: expect.any(String),
      status: 'pending',
      order_id: '000000010',
      currency: 'EUR',
      icon: '/sandbox/payments/icons/card.svg',
      payment_token: expect.stringMatching(/^sandbox-payment-token-/),
      title: 'Card or wallet',
      payment_method: 'jtipayment',
      amount: '14.90',
    });
  });

  it('GET /api/payments/methods lists the methods, with the asking customer’s kept cards on tokenizable ones', async () => {
    const methods = await newer.getPaymentMethods(SANDBOX_SHOPPER_UUID);
    expect(sent.at(-1)?.url.pathname).toBe('/sandbox/payments-evo/api/payments/methods');
    expect(sent.at(-1)?.url.searchParams.get('customer_uuid')).toBe(SANDBOX_SHOPPER_UUID);
    const card = methods.find((method) => method.code === 'jtipayment');
    expect(card?.saved_cards?.map((saved) => [saved.id, saved.expired])).toEqual([
      [SANDBOX_SAVED_CARD_ID, false],
      [SANDBOX_EXPIRED_CARD_ID, true],
    ]);
    expect(methods.find((method) => method.code === 'banktransfer')).not.toHaveProperty('saved_cards');
    expect((await newer.getPaymentMethods())[0]).not.toHaveProperty('saved_cards');
  });

  it('GET /api/payments/methods/{code}/client sends the locale; an unknown method is a 404', async () => {
    const client = await newer.getPaymentClient('jtipayment', 'de-DE');
    expect(sent.at(-1)?.url.pathname).toBe('/sandbox/payments-evo/api/payments/methods/jtipayment/client');
    expect(sent.at(-1)?.url.searchParams.get('locale')).toBe('de-DE');
    expect(client).toEqual({
      payment_method_code: 'jtipayment',
      locale: 'de-DE',
      client_key: 'sandbox-client-key',
      environment: 'sandbox',
    });
    expect(await refusalOf(newer.getPaymentClient('nope', 'de-DE'))).toBeInstanceOf(HttpError);
  });

  it('GET /api/payments/{uuid} reads a payment; an unknown one is a 404 with its error code', async () => {
    const { uuid } = await newer.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
    });
    expect(await newer.getPayment(uuid)).toMatchObject({ uuid, status: 'pending', order_id: '000000010' });
    expect(sent.at(-1)?.url.pathname).toBe(`/sandbox/payments-evo/api/payments/${uuid}`);
    const failure = await refusalOf(newer.getPayment('nope'));
    expect((failure as ProductError).errorCode).toBe('PAYMENT_NOT_FOUND');
  });

  it('pay with a kept card: generate-token with card_id pays with it, titled by its brand and last digits', async () => {
    const payment = await newer.createPaymentOrder({
      orderId: '000000012',
      paymentMethodCode: 'jtipayment',
      customerUuid: SANDBOX_SHOPPER_UUID,
      cardId: SANDBOX_SAVED_CARD_ID,
    });
    expect(sent.at(-1)?.body).toMatchObject({ card_id: SANDBOX_SAVED_CARD_ID, tokenize: false });
    expect(payment.title).toBe('Visa •••• 4242');
  });

  it('expired card: generate-token with an expired kept card is refused with CARD_EXPIRED and opens no payment', async () => {
    const failure = await refusalOf(
      newer.createPaymentOrder({
        orderId: '000000012',
        paymentMethodCode: 'jtipayment',
        customerUuid: SANDBOX_SHOPPER_UUID,
        cardId: SANDBOX_EXPIRED_CARD_ID,
      }),
    );
    expect(failure).toBeInstanceOf(ProductError);
    expect(failure).toMatchObject({ status: 402, errorCode: 'CARD_EXPIRED' });
  });

  it('declined payment: a card payment over the bank’s limit settles as failed (declined)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { uuid } = await newer.createPaymentOrder({
      orderId: '000000013',
      paymentMethodCode: 'jtipayment',
      amount: '1500.00',
    });
    vi.advanceTimersByTime(CARD_PAYMENT_SETTLES_MS);
    expect((await newer.getPayment(uuid)).status).toBe('failed');
  });

  it('save this card: a paid payment with tokenize keeps the card for the customer’s later payments', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const customer = 'c0ffee00-0000-4000-8000-000000000009';
    await newer.createPaymentOrder({
      orderId: '000000014',
      paymentMethodCode: 'jtipayment',
      amount: '20.00',
      customerUuid: customer,
      tokenize: true,
    });
    expect(sandboxSavedCards(customer)).toEqual([]);
    vi.advanceTimersByTime(CARD_PAYMENT_SETTLES_MS);
    expect(sandboxSavedCards(customer)).toEqual([
      expect.objectContaining({ brand: 'Visa', last4: '1111', expired: false }),
    ]);
    const refusal = await refusalOf(
      newer.createPaymentOrder({ orderId: '000000015', paymentMethodCode: 'banktransfer', tokenize: true }),
    );
    expect(refusal).toMatchObject({ status: 422 });
  });
});

describe('payments: updatePaymentMethod', () => {
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
