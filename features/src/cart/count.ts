import { useSyncExternalStore } from 'react';
import { cookies, getStoredUser, subscribeToStoredUser } from '../platform';

/**
 * The number on the header's cart button, kept in a cookie so the server renders it with the page (the page cache
 * keys its copies on it: site/app/lib/pageCookies.ts). Only the number travels; the cart stays with the commerce backend.
 */
export const CART_COUNT_COOKIE = 'cart_count';

/** Above this the button reads "99+": the page cache keeps at most this many copies of a page per count. */
export const MOST_COUNTED = 100;

/** A count as the header shows it: a whole number from 0 to MOST_COUNTED; anything else in the cookie is 0. */
export function cartCountOf(value: string | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? Math.min(count, MOST_COUNTED) : 0;
}

const listeners = new Set<() => void>();
let shown: number | undefined;

/** What the cart holds now, as every read and change of the cart learns it: the header follows at once. */
export function showCartCount(totalQuantity: number): void {
  const count = cartCountOf(String(totalQuantity));
  if (count === shown) return;
  if (count === 0) cookies.remove(CART_COUNT_COOKIE);
  else cookies.set(CART_COUNT_COOKIE, String(count), { days: 30 });
  shown = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A signed-out shopper no longer has the customer's cart (a guest cart merged into it at sign-in).
  let signedIn = getStoredUser() !== null;
  const unsubscribe = subscribeToStoredUser(() => {
    const now = getStoredUser() !== null;
    if (signedIn && !now) showCartCount(0);
    signedIn = now;
  });
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/** The header's count: the server's (from the cookie) until the cart is read or changed in this tab. */
export function useCartCount(rendered: number): number {
  return useSyncExternalStore(
    subscribe,
    () => shown ?? rendered,
    () => rendered,
  );
}
