/**
 * What one imitated service tells another, as the real ones do by their own messages: the commerce backend tells the
 * loyalty and subscriptions services of a placed order, the account service tells the loyalty service of a registered
 * device. The sender cannot import the receiver (that would close a cycle: the loyalty sandbox already asks the
 * account sandbox whose session a call carries), so the receiver listens here instead.
 */
export interface SandboxEvents {
  /** A signed-in customer placed an order (guests have no account for points or subscriptions). */
  orderPlaced: {
    shopperUuid: string;
    orderNumber: string;
    items: Array<{ sku: string; name: string; quantity: number; price: number }>;
    /** The points the order earns, as the order itself states them (its loyalty_info). */
    points: number;
  };
  /** A shopper registered a device on either account API. */
  deviceRegistered: { shopperUuid: string };
}

type Listener<E extends keyof SandboxEvents> = (event: SandboxEvents[E]) => void;

const listeners: { [E in keyof SandboxEvents]: Set<Listener<E>> } = {
  orderPlaced: new Set(),
  deviceRegistered: new Set(),
};

/** Called for every later event of this kind; answers a function that stops listening (tests). */
export function onSandboxEvent<E extends keyof SandboxEvents>(name: E, listener: Listener<E>): () => void {
  listeners[name].add(listener);
  return () => listeners[name].delete(listener);
}

export function emitSandboxEvent<E extends keyof SandboxEvents>(name: E, event: SandboxEvents[E]): void {
  for (const listener of listeners[name]) listener(event);
}
