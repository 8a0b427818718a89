import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import {
  en,
  failureWords,
  subscribeToTracking,
  translate,
  type ShopperFailure,
  type TrackingEvent,
  type TranslationVars,
} from '../platform';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import { useAddToCart } from '../cart';
import { useCheckout } from './hooks';
import type { Address } from '../address';

const server = sandboxServerForTests();
const placeOrderCalls: string[] = [];
const wrapper = freshSwrWrapper();

// What the checkout widget shows on an English page for the talon's failure state.
const shown = (failure: ShopperFailure | undefined) =>
  failure && failureWords((key: string, vars?: TranslationVars) => translate(en, key, vars), failure);

const address: Address = {
  firstname: 'Grace',
  lastname: 'Hopper',
  streetName: 'Unter den Linden',
  streetNumber: '5',
  streetAdditional: '',
  city: 'Berlin',
  postcode: '10117',
  countryCode: 'DE',
  telephone: '+4930123456',
};

beforeAll(() => {
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST') return;
    const body = (await request.clone().json()) as { query: string };
    if (/mutation PlaceOrder\b/.test(body.query)) placeOrderCalls.push(body.query);
  });
});
beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
  placeOrderCalls.length = 0;
});

function useShopper() {
  return { ...useCheckout(), add: useAddToCart().addToCart };
}

async function checkoutReadyToPlace({
  email = 'grace@example.com',
  sku = 'CHARGER',
}: { email?: string; sku?: string } = {}) {
  const hook = renderHook(useShopper, { wrapper });
  await waitFor(() => expect(hook.result.current.checkout).toBeDefined());
  await act(() => hook.result.current.add({ kind: 'simple', sku }));
  act(() => hook.result.current.retryLoad());
  await waitFor(() => expect(hook.result.current.checkout?.items).toHaveLength(1));
  if (email) await act(() => hook.result.current.saveContact(email));
  await act(() => hook.result.current.saveShippingAddress(address));
  await act(() => hook.result.current.saveBillingAddress('same_as_shipping'));
  const [cheapest] = hook.result.current.shippingMethods;
  if (!cheapest) throw new Error('no shipping method');
  await act(() => hook.result.current.chooseShippingMethod(cheapest));
  await act(() => hook.result.current.choosePaymentMethod());
  return hook;
}

function recordTracking() {
  const events: TrackingEvent[] = [];
  const stop = subscribeToTracking((event) => events.push(event));
  return { events, stop };
}

describe('checkout talon', () => {
  it('age: the checkout sends no order while the cart needs a verified age, and says why', async () => {
    const hook = await checkoutReadyToPlace({ sku: 'STICKS-MINT' });
    expect(hook.result.current.checkout?.ageCheck).toBe('needed');
    let placed: unknown = 'not tried';
    await act(async () => {
      placed = await hook.result.current.placeOrder();
    });
    expect(placed).toBeUndefined();
    expect(placeOrderCalls).toHaveLength(0);
    expect(shown(hook.result.current.error)).toBe(
      'Your cart holds products we may only sell to adults. Please confirm your age before you order.',
    );
    expect(hook.result.current.ageSettled()).toBe(false);
  });

  it("payment: the placed order's payment is opened at the payment service (PUT /api/payments/generate-token with its number, method, amount and currency; a guest's card is not kept) and the order carries it", async () => {
    const opened: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (
        request.method === 'PUT' &&
        request.url.endsWith('/sandbox/payments-evo/api/payments/generate-token')
      )
        void request
          .clone()
          .json()
          .then((body: unknown) => opened.push(body));
    };
    const hook = await checkoutReadyToPlace();
    const total = hook.result.current.checkout?.grandTotal;
    server.events.on('request:start', record);
    let placed: unknown;
    await act(async () => {
      placed = await hook.result.current.placeOrder();
    });
    server.events.removeListener('request:start', record);
    expect(opened).toEqual([
      {
        order_id: '000000010',
        payment_method: 'jtipayment',
        amount: total?.value.toFixed(2),
        currency: total?.currency,
        tokenize: false,
      },
    ]);
    expect(placed).toMatchObject({
      order_number: '000000010',
      payment: { state: 'started', uuid: expect.stringMatching(/^pay/) },
    });
  });

  it('payment: when the payment service fails to open the payment just after the order was placed, the order says its payment did not start', async () => {
    const hook = await checkoutReadyToPlace();
    server.use(
      http.put('*/sandbox/payments-evo/api/payments/generate-token', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    let placed: unknown;
    await act(async () => {
      placed = await hook.result.current.placeOrder();
    });
    expect(placed).toEqual({
      entity_id: expect.any(String),
      order_number: '000000010',
      payment: { state: 'not-started' },
    });
  });

  const paymentFaults = {
    down: () => HttpResponse.error(),
    'answering 500': () => new HttpResponse('Internal Server Error', { status: 500 }),
    'answering 401': () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    'answering malformed JSON': () =>
      new HttpResponse('{"payment_method_code": ', { headers: { 'content-type': 'application/json' } }),
  };
  const cannotStart =
    'Card or wallet cannot start right now, so your order is not placed yet. Your details are kept: try again, or choose another way to pay.';

  it.each(Object.entries(paymentFaults))(
    'payment rule: with the payment service %s, the payment step does not go on, says so, and goes on once it is back',
    async (_fault, answer) => {
      const hook = await checkoutReadyToPlace();
      server.use(http.get('*/sandbox/payments-evo/api/payments/methods/:code/client', answer));
      let chosen: boolean | undefined;
      await act(async () => {
        chosen = await hook.result.current.choosePaymentMethod('jtipayment');
      });
      expect(chosen).toBe(false);
      expect(shown(hook.result.current.error)).toBe(cannotStart);
      server.resetHandlers();
      await act(async () => {
        chosen = await hook.result.current.choosePaymentMethod('jtipayment');
      });
      expect(chosen).toBe(true);
      expect(hook.result.current.error).toBeUndefined();
    },
  );

  it.each(Object.entries(paymentFaults))(
    'payment rule: an order is never placed while its payment cannot start (payment service %s since the payment step)',
    async (_fault, answer) => {
      const hook = await checkoutReadyToPlace();
      server.use(
        http.get('*/sandbox/payments-evo/api/payments/methods/:code/client', answer),
        http.put('*/sandbox/payments-evo/api/payments/generate-token', answer),
      );
      let placed: unknown;
      await act(async () => {
        placed = await hook.result.current.placeOrder();
      });
      expect(placed).toBeUndefined();
      expect(placeOrderCalls).toHaveLength(0);
      expect(shown(hook.result.current.error)).toBe(cannotStart);
    },
  );

  it('place order: a double click places one order', async () => {
    const hook = await checkoutReadyToPlace();
    let first: unknown;
    let second: unknown;
    await act(async () => {
      [first, second] = await Promise.all([
        hook.result.current.placeOrder(),
        hook.result.current.placeOrder(),
      ]);
    });
    expect(placeOrderCalls).toHaveLength(1);
    expect(first).toEqual(second);
    expect(hook.result.current.placed?.order_number).toBe('000000010');
  });

  it('guest: a guest checkout without an e-mail says GUEST_EMAIL_MISSING in words and sends nothing', async () => {
    const hook = await checkoutReadyToPlace({ email: '' });
    await act(() => hook.result.current.placeOrder());
    expect(shown(hook.result.current.error)).toBe('Please enter your e-mail address.');
    expect(placeOrderCalls).toHaveLength(0);
  });

  it('tracking: begin_checkout, add_shipping_info, add_payment_info and purchase carry GA4-shaped payloads', async () => {
    const { events, stop } = recordTracking();
    try {
      const hook = await checkoutReadyToPlace();
      await act(() => hook.result.current.placeOrder());
      const byName = (name: string) => events.find((event) => event.name === name)?.payload;
      const item = {
        sku: 'CHARGER',
        name: 'Fast Charger',
        price: 14.9,
        quantity: 1,
        category: 'Accessories',
      };
      expect(byName('tracking:commerce:begin_checkout')).toEqual({ currency: 'EUR', items: [item] });
      expect(byName('tracking:commerce:add_shipping_info')).toEqual({
        currency: 'EUR',
        items: [item],
        shipping_tier: 'Free Shipping',
      });
      expect(byName('tracking:commerce:add_payment_info')).toEqual({
        currency: 'EUR',
        items: [item],
        payment_type: 'jtipayment',
      });
      expect(byName('tracking:commerce:purchase')).toMatchObject({
        currency: 'EUR',
        items: [item],
        transaction_id: '000000010',
        shipping: 0,
      });
    } finally {
      stop();
    }
  });

  it('tracking: each step reached raises checkout page view and checkout_progress with the step', async () => {
    const { events, stop } = recordTracking();
    try {
      const hook = await checkoutReadyToPlace();
      act(() => hook.result.current.reportStep('delivery'));
      expect(events.at(-2)).toEqual({
        name: 'tracking:activity:checkout_page_view',
        payload: { step: 'delivery' },
      });
      expect(events.at(-1)).toMatchObject({
        name: 'tracking:commerce:checkout_progress',
        payload: { step: 'delivery', currency: 'EUR' },
      });
    } finally {
      stop();
    }
  });
});

const faults = {
  'the commerce endpoint is down': {
    answer: () => HttpResponse.error(),
    message: 'We could not reach the shop. Your cart and details are kept; please try again.',
  },
  'the commerce endpoint answers 500': {
    answer: () => HttpResponse.text('boom', { status: 500 }),
    message: 'The shop is having trouble right now. Your cart and details are kept; please try again.',
  },
  'the commerce endpoint answers GraphQL errors': {
    answer: () =>
      HttpResponse.json({
        errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }],
      }),
    message: 'Internal server error',
  },
};

describe('checkout fault handling during place order', () => {
  for (const [fault, { answer, message }] of Object.entries(faults)) {
    it(`faults: when ${fault}, the shopper reads a clear message, the cart stays intact and retrying places the order`, async () => {
      const hook = await checkoutReadyToPlace();
      server.use(http.post('*/sandbox/commerce/graphql', answer));
      await act(() => hook.result.current.placeOrder());
      expect(shown(hook.result.current.error)).toBe(message);
      expect(hook.result.current.placed).toBeUndefined();
      expect(hook.result.current.checkout?.items).toHaveLength(1);
      server.resetHandlers();
      await act(() => hook.result.current.placeOrder());
      expect(hook.result.current.error).toBeUndefined();
      expect(hook.result.current.placed?.order_number).toBe('000000010');
    });
  }

  it('faults: slow past the timeout, the shopper reads that the shop took too long and retrying works', async () => {
    const hook = await checkoutReadyToPlace();
    server.use(
      http.post('*/sandbox/commerce/graphql', async () => {
        await delay(6000);
        return HttpResponse.json({});
      }),
    );
    await act(() => hook.result.current.placeOrder());
    expect(shown(hook.result.current.error)).toBe(
      'The shop took too long to answer. Your cart and details are kept; please try again.',
    );
    expect(hook.result.current.checkout?.items).toHaveLength(1);
    server.resetHandlers();
    await act(() => hook.result.current.placeOrder());
    expect(hook.result.current.placed?.order_number).toBe('000000010');
  }, 15_000);
});
