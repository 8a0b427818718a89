/**
 * What the shop did that an operator counts (the server's metrics): sign-ins and how they ended, whether a shared
 * read went to its backend or was answered from one already made, and orders placed or failed (in the browser, which
 * hands them to the server's metrics while it counts). The server, and the browser while the server counts, install
 * a listener; without one (tests) counting costs nothing.
 */
export type ShopEvent =
  | { name: 'sign-in'; outcome: 'succeeded' | 'refused' }
  | { name: 'shared-read'; outcome: 'read' | 'shared' }
  | { name: 'order'; outcome: 'placed' | 'failed' };

let listener: ((event: ShopEvent) => void) | undefined;

/** Installs the server's listener (called once at start-up); `undefined` removes it. */
export function listenToShopEvents(next: ((event: ShopEvent) => void) | undefined): void {
  listener = next;
}

export function countShopEvent(event: ShopEvent): void {
  listener?.(event);
}
