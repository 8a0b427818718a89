import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN } from '../../platform';
import { sandboxHandlers } from '../../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../../platform/sandbox/server';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../commerce/sandbox';
import { CARD_PAYMENT_SETTLES_MS, resetPaymentsSandbox } from '../payments/sandbox';
import {
  createLiveUpdatesClient,
  followOrderStatus,
  liveUpdatesSocketUrl,
  sharedLiveUpdatesClient,
  type LiveConnection,
  type OrderStatusUpdate,
} from './client';
import { liveUpdatesSandbox, UNKNOWN_MESSAGE_CLOSE, type LiveUpdatesSandbox } from './sandbox';

// Ada's seeded order that is still pending (commerce sandbox seed).
const PENDING_ORDER = { number: '000000003', uuid: '0rd3r000-0000-4000-8000-000000000003' };
const ada = `Bearer ${SANDBOX_CUSTOMER_TOKENS.ada}`;

let backends: RunningSandbox;
let http: Server;
let live: LiveUpdatesSandbox;
let url: string;

/** The live-updates sandbox on a real server, an ephemeral loopback port, as site/server.mjs mounts it. */
async function startLiveServer(port = 0): Promise<void> {
  live = liveUpdatesSandbox();
  http = createServer();
  http.on('upgrade', (request, socket, head) => live.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/sandbox/live-updates`;
}

async function stopLiveServer(): Promise<void> {
  await live.close();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
}

beforeAll(async () => {
  backends = await startSandboxServer(sandboxHandlers);
});
afterAll(() => backends.close());
beforeEach(async () => {
  resetCommerceSandbox();
  resetPaymentsSandbox();
  await startLiveServer();
});
afterEach(() => stopLiveServer());

/** Opens a payment for the order at the payment sandbox, as the checkout does after placing it. */
async function openCardPayment(orderNumber: string): Promise<string> {
  const response = await fetch(`${backends.origin}/sandbox/payments/order`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      order_id: orderNumber,
      payment_method: 'jtipayment',
      amount: '10.00',
      currency: 'EUR',
    }),
  });
  return ((await response.json()) as { uuid: string }).uuid;
}

async function cancelOrder(order: typeof PENDING_ORDER) {
  await fetch(`${backends.origin}/sandbox/commerce/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Store: 'default',
      Authorization: ada,
      [CAPTCHA_HEADER]: SANDBOX_CAPTCHA_TOKEN,
    },
    body: JSON.stringify({
      query:
        'mutation ($n: String!, $u: String!) { cancelorder(input: { order_number: $n, uuid: $u }) { success } }',
      variables: { n: order.number, u: order.uuid },
    }),
  });
}

interface RawSocket {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string; wasClean: boolean }>;
  send(message: unknown): void;
  next(type: string): Promise<Record<string, unknown>>;
}

/** A plain websocket speaking graphql-transport-ws by hand, so each message and close code can be seen as sent. */
async function rawSocket(): Promise<RawSocket> {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const messages: Array<Record<string, unknown>> = [];
  const waiting: Array<{ type: string; resolve: (message: Record<string, unknown>) => void }> = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Record<string, unknown>;
    const index = waiting.findIndex((waiter) => waiter.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message);
    else messages.push(message);
  });
  const closed = new Promise<{ code: number; reason: string; wasClean: boolean }>((resolve) =>
    socket.addEventListener('close', (event) =>
      resolve({ code: event.code, reason: event.reason, wasClean: event.wasClean }),
    ),
  );
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (type) => {
      const seen = messages.findIndex((message) => message.type === type);
      if (seen >= 0) return Promise.resolve(messages.splice(seen, 1)[0]!);
      return new Promise((resolve) => waiting.push({ type, resolve }));
    },
  };
}

async function acknowledged(params: Record<string, unknown> = { authorization: ada }): Promise<RawSocket> {
  const raw = await rawSocket();
  raw.send({ type: 'connection_init', payload: params });
  await raw.next('connection_ack');
  return raw;
}

const subscribe = (raw: RawSocket, id: string, variables: Record<string, unknown>) =>
  raw.send({
    id,
    type: 'subscribe',
    payload: {
      query:
        'subscription ($number: String!, $payment: String) { orderStatus(number: $number, payment: $payment) { number status payment { uuid status } } }',
      variables,
    },
  });

describe('live-updates sandbox: graphql-transport-ws messages (spec section 7)', () => {
  it('connection_init is answered with connection_ack', async () => {
    const raw = await rawSocket();
    expect(raw.socket.protocol).toBe('graphql-transport-ws');
    raw.send({ type: 'connection_init' });
    expect(await raw.next('connection_ack')).toEqual({ type: 'connection_ack' });
    raw.socket.close();
  });

  it('ping is answered with pong, and a pong from the client is taken quietly', async () => {
    const raw = await acknowledged();
    raw.send({ type: 'pong' });
    raw.send({ type: 'ping' });
    expect(await raw.next('pong')).toEqual({ type: 'pong' });
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
    raw.socket.close();
  });

  it(
    'subscribe gets next with the status now and at each change, then complete once the order settled',
    async () => {
      const payment = await openCardPayment(PENDING_ORDER.number);
      const raw = await acknowledged();
      subscribe(raw, 'one', { number: PENDING_ORDER.number, payment });
      expect(await raw.next('next')).toEqual({
        id: 'one',
        type: 'next',
        payload: {
          data: {
            orderStatus: {
              number: PENDING_ORDER.number,
              status: 'pending',
              payment: { uuid: payment, status: 'pending' },
            },
          },
        },
      });
      // The sandbox charges the card by itself.
      expect(await raw.next('next')).toMatchObject({
        payload: { data: { orderStatus: { status: 'pending', payment: { status: 'paid' } } } },
      });
      await cancelOrder(PENDING_ORDER);
      expect(await raw.next('next')).toMatchObject({
        payload: { data: { orderStatus: { status: 'canceled', payment: { status: 'paid' } } } },
      });
      expect(await raw.next('complete')).toEqual({ id: 'one', type: 'complete' });
      raw.socket.close();
    },
    CARD_PAYMENT_SETTLES_MS + 5000,
  );

  it('error: a subscription the contract cannot run gets error with its GraphQL errors, and the socket stays open', async () => {
    const raw = await acknowledged();
    raw.send({
      id: 'bad',
      type: 'subscribe',
      payload: { query: 'subscription { orderStatus(number: "1") { colour } }' },
    });
    expect(await raw.next('error')).toMatchObject({
      id: 'bad',
      type: 'error',
      payload: [{ message: 'Cannot query field "colour" on type "OrderStatusUpdate".' }],
    });
    raw.send({ type: 'ping' });
    expect(await raw.next('pong')).toEqual({ type: 'pong' });
    raw.socket.close();
  });

  it('an order the connection may not follow is refused in the shop words (next with errors, then complete)', async () => {
    // No customer token and no payment: a guest may not follow Ada's order.
    const raw = await acknowledged({});
    subscribe(raw, 'theirs', { number: PENDING_ORDER.number });
    expect(await raw.next('next')).toMatchObject({
      id: 'theirs',
      payload: { errors: [{ message: 'No order with this number.' }] },
    });
    expect(await raw.next('complete')).toEqual({ id: 'theirs', type: 'complete' });
    raw.socket.close();
  });

  it('a guest follows the order its payment was opened for', async () => {
    const payment = await openCardPayment(PENDING_ORDER.number);
    const raw = await acknowledged({});
    subscribe(raw, 'guest', { number: PENDING_ORDER.number, payment });
    expect(await raw.next('next')).toMatchObject({
      payload: { data: { orderStatus: { status: 'pending' } } },
    });
    raw.socket.close();
  });

  it('complete from the client stops the subscription, and its id may be used again', async () => {
    const raw = await acknowledged();
    subscribe(raw, 'again', { number: PENDING_ORDER.number });
    await raw.next('next');
    raw.send({ id: 'again', type: 'complete' });
    // Same id at once: a subscription still running would close the socket with 4409.
    subscribe(raw, 'again', { number: PENDING_ORDER.number });
    expect(await raw.next('next')).toMatchObject({
      id: 'again',
      payload: { data: { orderStatus: { status: 'pending' } } },
    });
    raw.send({ id: 'again', type: 'complete' });
    raw.socket.close();
    expect((await raw.closed).code).toBe(1005);
  });
});

describe('live-updates sandbox: close codes (spec section 8)', () => {
  it('an unhandled message closes with 4400 Unknown graphql-ws message.', async () => {
    const raw = await acknowledged();
    raw.send({ type: 'hello' });
    expect(await raw.closed).toMatchObject({ code: 4400, reason: 'Unknown graphql-ws message.' });
    expect(UNKNOWN_MESSAGE_CLOSE).toEqual({ code: 4400, reason: 'Unknown graphql-ws message.' });
  });

  it('a message only a server sends (next) is unhandled from a client: 4400 Unknown graphql-ws message.', async () => {
    const raw = await acknowledged();
    raw.send({ id: 'x', type: 'next', payload: { data: {} } });
    expect(await raw.closed).toMatchObject({ code: 4400, reason: 'Unknown graphql-ws message.' });
  });

  it('a malformed message of a known type (subscribe without id) is unhandled too: 4400', async () => {
    const raw = await acknowledged();
    raw.send({ type: 'subscribe', payload: { query: '{ ready }' } });
    expect(await raw.closed).toMatchObject({ code: 4400, reason: 'Unknown graphql-ws message.' });
  });

  it('a parse failure closes with 1006: the connection drops without a close frame', async () => {
    const raw = await acknowledged();
    raw.send('{ this is not json');
    expect(await raw.closed).toMatchObject({ code: 1006, wasClean: false });
  });
});

describe('live-updates client (graphql-ws)', () => {
  it(
    'client: follows an order over one socket, live, until the service says complete',
    async () => {
      const payment = await openCardPayment(PENDING_ORDER.number);
      const client = createLiveUpdatesClient({ url, customerToken: () => SANDBOX_CUSTOMER_TOKENS.ada });
      const updates: OrderStatusUpdate[] = [];
      const connections: LiveConnection[] = [];
      const ended = new Promise<string>((resolve) => {
        followOrderStatus(
          client,
          { number: PENDING_ORDER.number, payment },
          {
            onUpdate: (update) => {
              updates.push(update);
              if (update.payment?.status === 'paid') void cancelOrder(PENDING_ORDER);
            },
            onConnection: (connection) => connections.push(connection),
            onEnd: resolve,
          },
        );
      });
      expect(await ended).toBe('complete');
      expect(updates.map((update) => `${update.status}/${update.payment?.status}`)).toEqual([
        'pending/pending',
        'pending/paid',
        'canceled/paid',
      ]);
      expect(connections).toEqual(['connecting', 'live']);
      await client.dispose();
    },
    CARD_PAYMENT_SETTLES_MS + 5000,
  );

  it('client: a refused subscription ends as refused (the page keeps polling)', async () => {
    const client = createLiveUpdatesClient({ url });
    const ended = await new Promise<string>((resolve) =>
      followOrderStatus(
        client,
        { number: PENDING_ORDER.number },
        {
          onUpdate: () => undefined,
          onConnection: () => undefined,
          onEnd: resolve,
        },
      ),
    );
    expect(ended).toBe('refused');
    await client.dispose();
  });

  it('client: reconnects with backoff when the socket cannot open, and goes live once the service is back', async () => {
    const port = Number(new URL(url).port);
    await stopLiveServer();
    const waits: number[] = [];
    const client = createLiveUpdatesClient({
      url,
      customerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
      retryWait: async (retries) => {
        waits.push(retries);
        if (retries === 1) await startLiveServer(port);
      },
    });
    const connections: LiveConnection[] = [];
    const update = await new Promise<OrderStatusUpdate>((resolve) =>
      followOrderStatus(
        client,
        { number: PENDING_ORDER.number },
        {
          onUpdate: resolve,
          onConnection: (connection) => connections.push(connection),
          onEnd: () => undefined,
        },
      ),
    );
    expect(update.status).toBe('pending');
    expect(waits).toEqual([0, 1]);
    expect(connections).toEqual(['connecting', 'unavailable', 'unavailable', 'live']);
    await client.dispose();
  });

  it('client: one socket per tab: the shared client is the same for the same address', () => {
    const first = sharedLiveUpdatesClient({ url });
    expect(sharedLiveUpdatesClient({ url })).toBe(first);
    void first.dispose();
  });

  it('client: the configured http(s) address or same-origin path is opened as ws(s)', () => {
    expect(
      liveUpdatesSocketUrl('/sandbox/live-updates', 'https://shop.example/checkout/confirmation/1'),
    ).toBe('wss://shop.example/sandbox/live-updates');
    expect(liveUpdatesSocketUrl('/sandbox/live-updates', 'http://localhost:3000/')).toBe(
      'ws://localhost:3000/sandbox/live-updates',
    );
    expect(liveUpdatesSocketUrl('https://live.example/graphql', 'http://localhost:3000/')).toBe(
      'wss://live.example/graphql',
    );
  });
});
