import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import { z } from 'zod';

/** Whether updates arrive over the socket now: `unavailable` while it cannot open (the page polls meanwhile). */
export type LiveConnection = 'connecting' | 'live' | 'unavailable';

const orderStatusUpdate = z.object({
  number: z.string(),
  status: z.string(),
  payment: z.object({ uuid: z.string(), status: z.string() }).nullable(),
});

export type OrderStatusUpdate = z.infer<typeof orderStatusUpdate>;

const orderStatusAnswer = z.object({ data: z.object({ orderStatus: orderStatusUpdate }) });

/** The contract's one operation (contract/live-updates.graphql); its answer is checked before it is believed. */
export const ORDER_STATUS_SUBSCRIPTION = /* GraphQL */ `
  subscription OrderStatus($number: String!, $payment: String) {
    orderStatus(number: $number, payment: $payment) {
      number
      status
      payment {
        uuid
        status
      }
    }
  }
`;

/** Reconnects: graphql-ws's randomised exponential backoff (1 s, 2 s, 4 s, ... plus up to 3 s), this many times. */
export const RECONNECT_ATTEMPTS = 8;

/**
 * The configured address (an http(s) URL, or the sandbox's same-origin path) as the websocket URL: the scheme becomes
 * ws(s), a path is resolved against the page. The CSP's connect-src allows exactly the configured origin ('self' for
 * the path), which covers its ws(s) form.
 */
export function liveUpdatesSocketUrl(configured: string, pageUrl: string): string {
  const url = new URL(configured, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export interface LiveUpdatesClientOptions {
  url: string;
  /** The customer's commerce token, read when the socket opens (connection_init's `authorization`). */
  customerToken?: () => string | undefined;
  /** Tests pass a shorter wait or another WebSocket; the shop uses graphql-ws's defaults. */
  retryWait?: ClientOptions['retryWait'];
  webSocketImpl?: unknown;
}

/** A graphql-ws client that opens its socket on the first subscription and closes it after the last one. */
export function createLiveUpdatesClient({
  url,
  customerToken,
  retryWait,
  webSocketImpl,
}: LiveUpdatesClientOptions): Client {
  return createClient({
    url,
    lazy: true,
    // A page that swaps one subscription for another (a re-render) keeps the socket.
    lazyCloseTimeout: 1000,
    retryAttempts: RECONNECT_ATTEMPTS,
    // Every close is worth another try except the fatal ones graphql-ws never retries (4400, 4401, ...).
    shouldRetry: () => true,
    keepAlive: 10_000,
    connectionParams: () => {
      const token = customerToken?.();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    ...(retryWait ? { retryWait } : {}),
    ...(webSocketImpl ? { webSocketImpl } : {}),
  });
}

let shared: { url: string; client: Client } | undefined;

/** The tab's one client: every live widget on the page shares its single socket. */
export function sharedLiveUpdatesClient(options: LiveUpdatesClientOptions): Client {
  if (shared?.url !== options.url) {
    void shared?.client.dispose();
    shared = { url: options.url, client: createLiveUpdatesClient(options) };
  }
  return shared.client;
}

export interface OrderStatusListener {
  onUpdate(update: OrderStatusUpdate): void;
  /** The socket's state as this subscription sees it. */
  onConnection(connection: LiveConnection): void;
  /** The service will send no more: the order settled (`complete`), or it refused or gave up (`error`). */
  onEnd(reason: 'complete' | 'refused' | 'gave-up'): void;
}

/**
 * Follows one order's status (and the payment it names) over the shared socket. Returns the stop function, which sends
 * `complete` for the subscription; the socket closes once no subscription is left.
 */
export function followOrderStatus(
  client: Client,
  variables: { number: string; payment?: string | undefined },
  listener: OrderStatusListener,
): () => void {
  let connected = false;
  const offConnected = client.on('connected', () => {
    connected = true;
    listener.onConnection('live');
  });
  // A close before or after connecting: the page polls until graphql-ws has the socket back.
  const offClosed = client.on('closed', () => {
    connected = false;
    listener.onConnection('unavailable');
  });
  listener.onConnection(connected ? 'live' : 'connecting');
  let ended = false;
  const end = (reason: 'complete' | 'refused' | 'gave-up') => {
    offConnected();
    offClosed();
    if (ended) return;
    ended = true;
    listener.onEnd(reason);
  };
  const unsubscribe = client.subscribe(
    {
      query: ORDER_STATUS_SUBSCRIPTION,
      variables: { number: variables.number, payment: variables.payment ?? null },
    },
    {
      next: (result) => {
        const answer = orderStatusAnswer.safeParse(result);
        // An answer with errors (the order is not this shopper's) or one that does not fit: nothing live to show.
        if (answer.success) listener.onUpdate(answer.data.data.orderStatus);
        else end('refused');
      },
      // An `error` message is an array of GraphQL errors; anything else is the socket given up after its retries.
      error: (error: unknown) => end(Array.isArray(error) ? 'refused' : 'gave-up'),
      complete: () => end('complete'),
    },
  );
  return () => {
    ended = true;
    offConnected();
    offClosed();
    unsubscribe();
  };
}
