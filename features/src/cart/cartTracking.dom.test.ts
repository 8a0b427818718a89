import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { subscribeToTracking, type TrackingEvent } from '../platform';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import { useAddToCart, useCart, useUpdateCartItem } from './hooks';

sandboxServerForTests();
const events: TrackingEvent[] = [];
let stop: () => void = () => undefined;
const wrapper = freshSwrWrapper();

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
  events.length = 0;
  stop = subscribeToTracking((event) => events.push(event));
});
afterEach(() => {
  stop();
});

function useShop() {
  return { ...useCart(), ...useAddToCart(), ...useUpdateCartItem() };
}

describe('cart tracking', () => {
  it('tracking: a product added from a product page raises add_to_cart with currency, unit price and the quantity added', async () => {
    const hook = renderHook(useShop, { wrapper });
    await waitFor(() => expect(hook.result.current.cart).toBeDefined());
    await act(() =>
      hook.result.current.addToCart({
        kind: 'configurable',
        sku: 'AURORA-RED',
        parentSku: 'AURORA',
        quantity: 2,
      }),
    );
    expect(events.at(-1)).toEqual({
      name: 'tracking:commerce:add_to_cart',
      payload: {
        currency: 'EUR',
        items: [{ sku: 'AURORA-RED', name: 'Aurora Device', price: 49, quantity: 2, variant: 'AURORA-RED' }],
      },
    });
  });

  it("tracking: a carton more from the cart's quantity stepper raises increase_carton with the cartons added, not add_to_cart", async () => {
    const hook = renderHook(useShop, { wrapper });
    await waitFor(() => expect(hook.result.current.cart).toBeDefined());
    await act(() => hook.result.current.addToCart({ kind: 'simple', sku: 'CHARGER', quantity: 1 }));
    const uid = hook.result.current.cart?.lines[0]?.uid ?? '';
    events.length = 0;
    await act(() => hook.result.current.updateQuantity(uid, 3));
    expect(events).toEqual([
      {
        name: 'tracking:commerce:increase_carton',
        payload: {
          currency: 'EUR',
          items: [{ sku: 'CHARGER', name: 'Fast Charger', price: 14.9, quantity: 2 }],
        },
      },
    ]);
  });

  it("tracking: a carton fewer from the cart's quantity stepper raises decrease_carton with the cartons taken out, not remove_from_cart", async () => {
    const hook = renderHook(useShop, { wrapper });
    await waitFor(() => expect(hook.result.current.cart).toBeDefined());
    await act(() => hook.result.current.addToCart({ kind: 'simple', sku: 'CHARGER', quantity: 3 }));
    const uid = hook.result.current.cart?.lines[0]?.uid ?? '';
    events.length = 0;
    await act(() => hook.result.current.updateQuantity(uid, 1));
    expect(events).toEqual([
      {
        name: 'tracking:commerce:decrease_carton',
        payload: {
          currency: 'EUR',
          items: [{ sku: 'CHARGER', name: 'Fast Charger', price: 14.9, quantity: 2 }],
        },
      },
    ]);
  });

  it('tracking: a removed line raises remove_from_cart with its quantity', async () => {
    const hook = renderHook(useShop, { wrapper });
    await waitFor(() => expect(hook.result.current.cart).toBeDefined());
    await act(() => hook.result.current.addToCart({ kind: 'simple', sku: 'CHARGER', quantity: 3 }));
    const uid = hook.result.current.cart?.lines[0]?.uid ?? '';
    await act(() => hook.result.current.removeItems([uid]));
    expect(events.at(-1)).toEqual({
      name: 'tracking:commerce:remove_from_cart',
      payload: {
        currency: 'EUR',
        items: [{ sku: 'CHARGER', name: 'Fast Charger', price: 14.9, quantity: 3 }],
      },
    });
  });
});
