import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { shopFailure } from '../platform';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import { useAddToCart, useCart, useClearCartAfterOrder } from './hooks';
import { readGuestCartId } from './session';

const server = sandboxServerForTests();
const wrapper = freshSwrWrapper();

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
});

function useShop() {
  return { ...useCart(), ...useAddToCart(), clearCartAfterOrder: useClearCartAfterOrder() };
}

async function cartWithCharger() {
  const hook = renderHook(useShop, { wrapper });
  await waitFor(() => expect(hook.result.current.cart).toBeDefined());
  await act(() => hook.result.current.addToCart({ kind: 'simple', sku: 'CHARGER' }));
  await waitFor(() => expect(hook.result.current.cart?.count).toBe(1));
  return hook;
}

// The hooks hand the widget a state; CartPanel words it in the page's language.
const unreachable = shopFailure('cart.error.unreachable');
const generic = shopFailure('cart.error.generic');
const faults = {
  'the endpoint is down': { answer: () => HttpResponse.error(), words: unreachable },
  'the endpoint answers 500': { answer: () => HttpResponse.text('boom', { status: 500 }), words: generic },
  'the endpoint answers GraphQL errors': {
    answer: () =>
      HttpResponse.json({
        errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }],
      }),
    words: generic,
  },
};

describe('cart fault handling', () => {
  for (const [fault, { answer, words }] of Object.entries(faults)) {
    it(`faults: when ${fault}, the shopper sees a message, the cart stays intact and retrying works`, async () => {
      const hook = await cartWithCharger();
      server.use(http.post('*/sandbox/commerce/graphql', answer));
      await act(() => hook.result.current.addToCart({ kind: 'simple', sku: 'STICKS-RUBY' }));
      expect(hook.result.current.error).toEqual(words);
      act(() => hook.result.current.retry());
      await waitFor(() => expect(hook.result.current.cart?.count).toBe(1));
      server.resetHandlers();
      await act(() => hook.result.current.addToCart({ kind: 'simple', sku: 'STICKS-RUBY' }));
      expect(hook.result.current.cart?.count).toBe(2);
      expect(hook.result.current.error).toBeUndefined();
    });
  }

  it('faults: slow past the timeout, the shopper sees a message and keeps the cart', async () => {
    const hook = await cartWithCharger();
    server.use(
      http.post('*/sandbox/commerce/graphql', async () => {
        await delay(6000);
        return HttpResponse.json({});
      }),
    );
    await act(() => hook.result.current.addToCart({ kind: 'simple', sku: 'STICKS-RUBY' }));
    expect(hook.result.current.error).toEqual(unreachable);
    expect(hook.result.current.cart?.count).toBe(1);
  }, 10_000);
});

describe('after an order', () => {
  it('clear after order: the ordered cart is forgotten and the shopper gets a new, empty one', async () => {
    const hook = await cartWithCharger();
    const ordered = hook.result.current.cart?.id ?? '';
    expect(readGuestCartId('default')).toBe(ordered);
    act(() => hook.result.current.clearCartAfterOrder(ordered));
    await waitFor(() => expect(hook.result.current.cart?.id).not.toBe(ordered));
    expect(hook.result.current.cart?.count).toBe(0);
    expect(readGuestCartId('default')).toBe(hook.result.current.cart?.id);
  });
});
