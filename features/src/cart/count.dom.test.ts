import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredUser, cookies, setStoredUser } from '../platform';
import { CART_COUNT_COOKIE, cartCountOf, showCartCount, useCartCount } from './count';

// The count this tab has seen is module state: the tests run in order, the first seeing none yet.
afterEach(() => clearStoredUser());

describe('the header’s cart count', () => {
  it('header: the count is a whole number from 0 to 100; anything else in the cookie reads 0', () => {
    expect(cartCountOf('3')).toBe(3);
    expect(cartCountOf('250')).toBe(100);
    for (const bad of [undefined, '', 'abc', '-2', '1.5', '1e400']) expect(cartCountOf(bad)).toBe(0);
  });

  it('header: the server’s count shows until the cart is read or changed, then the cart’s, in the cookie too', () => {
    const { result } = renderHook(() => useCartCount(2));
    expect(result.current).toBe(2);
    act(() => showCartCount(5));
    expect(result.current).toBe(5);
    expect(cookies.get(CART_COUNT_COOKIE)).toBe('5');
    act(() => showCartCount(0));
    expect(result.current).toBe(0);
    expect(cookies.get(CART_COUNT_COOKIE)).toBeUndefined();
  });

  it('header: signing out forgets the customer cart’s count', () => {
    setStoredUser({ email: 'ada@example.com' });
    const { result } = renderHook(() => useCartCount(0));
    act(() => showCartCount(4));
    act(() => clearStoredUser());
    expect(result.current).toBe(0);
    expect(cookies.get(CART_COUNT_COOKIE)).toBeUndefined();
  });
});
