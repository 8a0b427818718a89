import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConnectionError,
  HttpError,
  setMonitoringReporter,
  consoleReporter,
  watchBackendCalls,
  type ShareRead,
} from '../../platform';
import { getCountries } from '../../address/api';
import { createCommerceClient } from './client';
import { CommerceError, isCustomerTokenRefused } from './errors';
import { graphql } from './generated';
import { handlers, resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from './sandbox';

const endpoint = 'http://shop.test/sandbox/commerce/graphql';
const server = setupServer(...handlers);
const reported: unknown[][] = [];

const StoreCodeQuery = graphql(`
  query StoreCodeProbe {
    storeConfig {
      store_code
    }
  }
`);

const CustomerProbeQuery = graphql(`
  query CustomerProbe {
    customer {
      email
    }
  }
`);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCommerceSandbox();
  reported.length = 0;
  setMonitoringReporter({ report: (...args) => reported.push(args) });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setMonitoringReporter(consoleReporter);
});

describe('commerce client', () => {
  it('sends the Store header of the default store view', async () => {
    const client = createCommerceClient({ endpoint, storeView: 'default' });
    const data = await client.request(StoreCodeQuery, {});
    expect(data.storeConfig?.store_code).toBe('default');
  });

  it('commerce: a German page asks the German store view and gets German country names', async () => {
    for (const [storeView, code] of [
      ['default', 'default_de'],
      ['trial', 'trial_de'],
    ] as const) {
      const client = createCommerceClient({ endpoint, storeView, language: 'de' });
      expect(client.storeCode).toBe(code);
      expect((await client.request(StoreCodeQuery, {})).storeConfig?.store_code).toBe(code);
    }
    const german = createCommerceClient({ endpoint, storeView: 'default', language: 'de' });
    expect(await getCountries(german)).toContainEqual({ code: 'AT', name: 'Österreich' });
    const english = createCommerceClient({ endpoint, storeView: 'default', language: 'en' });
    expect(await getCountries(english)).toContainEqual({ code: 'AT', name: 'Austria' });
  });

  it('sends the Store header of the trial store view', async () => {
    const client = createCommerceClient({ endpoint, storeView: 'trial' });
    const data = await client.request(StoreCodeQuery, {});
    expect(data.storeConfig?.store_code).toBe('trial');
  });

  it('sends Authorization: Bearer when a customer token exists', async () => {
    const client = createCommerceClient({
      endpoint,
      storeView: 'default',
      getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
    });
    const data = await client.request(CustomerProbeQuery, {});
    expect(data.customer?.email).toBe('ada@example.com');
  });

  it('sends no Authorization header without a customer token', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post('*/sandbox/commerce/graphql', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: { storeConfig: { store_code: 'default' } } });
      }),
    );
    await createCommerceClient({ endpoint, storeView: 'default', getCustomerToken: () => undefined }).request(
      StoreCodeQuery,
      {},
    );
    expect(seen).toEqual([null]);
  });

  it('posts by default and sends reads as GET when asked', async () => {
    const methods: string[] = [];
    server.events.on('request:start', ({ request }) => methods.push(request.method));
    const client = createCommerceClient({ endpoint, storeView: 'default' });
    await client.request(StoreCodeQuery, {});
    await client.request(StoreCodeQuery, {}, { method: 'GET' });
    server.events.removeAllListeners();
    expect(methods).toEqual(['POST', 'GET']);
  });

  it('raises a client error with the error codes when the answer has errors, and reports it', async () => {
    const client = createCommerceClient({ endpoint, storeView: 'default' });
    const failure = await client.request(CustomerProbeQuery, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect((failure as CommerceError).codes).toEqual(['graphql-authorization']);
    expect((failure as CommerceError).userMessage).toBe("The current customer isn't authorized.");
    expect(reported[0]?.[1]).toMatchObject({
      service: 'commerce',
      operation: 'CustomerProbe',
      codes: ['graphql-authorization'],
    });
  });

  it("request id: a commerce call carries the watcher's X-Request-Id and is watched under its operation, with its outcome", async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/sandbox/commerce/graphql', ({ request }) => {
        seen.push(request.headers.get('x-request-id') ?? '');
        return HttpResponse.json({ data: { storeConfig: { store_code: 'default' } } });
      }),
    );
    const ended: unknown[] = [];
    watchBackendCalls({
      start: (call) => ({
        headers: { 'X-Request-Id': 'req-31' },
        end: (outcome, status) => ended.push({ ...call, outcome, status }),
      }),
    });
    try {
      await createCommerceClient({ endpoint, storeView: 'default' }).request(StoreCodeQuery, {});
    } finally {
      watchBackendCalls(undefined);
    }
    expect(seen).toEqual(['req-31']);
    expect(ended).toEqual([
      {
        service: 'commerce',
        method: 'POST',
        urlTemplate: 'http://shop.test/sandbox/commerce/graphql',
        operation: 'StoreCodeProbe',
        timeoutMs: 5000,
        outcome: 'ok',
        status: 200,
      },
    ]);
  });

  it('raises a client error when the answer lacks data', async () => {
    server.use(http.post('*/sandbox/commerce/graphql', () => HttpResponse.json({})));
    const client = createCommerceClient({ endpoint, storeView: 'default' });
    await expect(client.request(StoreCodeQuery, {})).rejects.toBeInstanceOf(CommerceError);
  });

  it("returns data and errors together under errorPolicy 'all' without raising", async () => {
    server.use(
      http.post('*/sandbox/commerce/graphql', () =>
        HttpResponse.json({
          data: { storeConfig: { store_code: 'default' } },
          errors: [{ message: 'partial', extensions: { category: 'graphql-input' } }],
        }),
      ),
    );
    const client = createCommerceClient({ endpoint, storeView: 'default' });
    const result = await client.requestWithErrors(StoreCodeQuery, {}, { errorPolicy: 'all' });
    expect(result.data?.storeConfig?.store_code).toBe('default');
    expect(result.errors.map((error) => error.message)).toEqual(['partial']);
  });

  it("drops errors under errorPolicy 'ignore'", async () => {
    server.use(
      http.post('*/sandbox/commerce/graphql', () =>
        HttpResponse.json({ data: { storeConfig: null }, errors: [{ message: 'ignored' }] }),
      ),
    );
    const result = await createCommerceClient({ endpoint, storeView: 'default' }).requestWithErrors(
      StoreCodeQuery,
      {},
      { errorPolicy: 'ignore' },
    );
    expect(result.errors).toEqual([]);
  });

  it('raises an HTTP error when the response is not OK', async () => {
    server.use(
      http.post('*/sandbox/commerce/graphql', () => HttpResponse.text('upstream failed', { status: 500 })),
    );
    const failure = await createCommerceClient({ endpoint, storeView: 'default' })
      .request(StoreCodeQuery, {})
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(500);
  });

  it('gives up after the timeout with a connection error', async () => {
    server.use(
      http.post('*/sandbox/commerce/graphql', async () => {
        await delay(200);
        return HttpResponse.json({ data: { storeConfig: { store_code: 'default' } } });
      }),
    );
    const failure = await createCommerceClient({ endpoint, storeView: 'default', timeoutMs: 50 })
      .request(StoreCodeQuery, {})
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConnectionError);
    expect((failure as ConnectionError).timedOut).toBe(true);
  });

  it('times out after 5000 ms by default', () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(AbortSignal, 'timeout');
    void createCommerceClient({ endpoint, storeView: 'default' })
      .request(StoreCodeQuery, {})
      .catch(() => undefined);
    expect(spy).toHaveBeenCalledWith(5000);
    spy.mockRestore();
    vi.useRealTimers();
  });

  it('reports a connection error when the endpoint is down', async () => {
    server.use(http.post('*/sandbox/commerce/graphql', () => HttpResponse.error()));
    const failure = await createCommerceClient({ endpoint, storeView: 'default' })
      .request(StoreCodeQuery, {})
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConnectionError);
    expect((failure as ConnectionError).timedOut).toBe(false);
    expect(reported).toHaveLength(1);
  });
});

describe("commerce client: the server's shared reads (share)", () => {
  const recordingShare = () => {
    const keys: string[] = [];
    const share: ShareRead = (key, read) => (keys.push(key), read());
    return { keys, share };
  };

  it("shares a guest's GET read, keyed by store view and variables", async () => {
    const { keys, share } = recordingShare();
    for (const storeView of ['default', 'trial'] as const) {
      const client = createCommerceClient({ endpoint, storeView, share });
      const data = await client.request(StoreCodeQuery, {}, { method: 'GET' });
      expect(data.storeConfig?.store_code).toBe(storeView);
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).toContain('default');
    expect(keys[1]).toContain('trial');
  });

  it('commerce: shared reads of the German and the English store view never stand in for each other', async () => {
    const { keys, share } = recordingShare();
    for (const language of ['en', 'de']) {
      const client = createCommerceClient({ endpoint, storeView: 'default', language, share });
      await client.request(StoreCodeQuery, {}, { method: 'GET' });
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).toContain('default_de');
  });

  const ProductTagsProbe = graphql(`
    query ProductTagsProbe($skus: [String]!) {
      products(filter: { sku: { in: $skus } }) {
        items {
          __typename
          id
          sku
        }
      }
    }
  `);

  it("a shared read's cache tags are Magento's X-Magento-Tags when sent, else derived from the ids in the answer", async () => {
    const tagsOfReads: Array<readonly string[]> = [];
    const share: ShareRead = async (_key, read, _signal, tagsOf) => {
      const answer = await read();
      tagsOfReads.push(tagsOf?.(answer) ?? []);
      return answer;
    };
    const client = createCommerceClient({ endpoint, storeView: 'default', share });
    const { products } = await client.request(ProductTagsProbe, { skus: ['AURORA'] }, { method: 'GET' });
    const id = products?.items?.[0]?.id;
    expect(tagsOfReads[0]).toEqual(['cat_p', `cat_p_${id}`]);

    // A backend that does not send the header (an older Magento, a proxy that drops it): the same names from the ids.
    server.use(
      http.get(endpoint, () =>
        HttpResponse.json({
          data: { products: { items: [{ __typename: 'SimpleProduct', id: 42, sku: 'X' }] } },
        }),
      ),
    );
    await client.request(ProductTagsProbe, { skus: ['X'] }, { method: 'GET' });
    expect(tagsOfReads[1]).toEqual(['cat_p', 'cat_p_42']);
  });

  it("never shares a signed-in customer's read, a POST, or a read that wants its errors", async () => {
    const { keys, share } = recordingShare();
    const customer = createCommerceClient({
      endpoint,
      storeView: 'default',
      share,
      getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
    });
    expect((await customer.request(CustomerProbeQuery, {}, { method: 'GET' })).customer?.email).toBe(
      'ada@example.com',
    );
    const guest = createCommerceClient({ endpoint, storeView: 'default', share });
    await guest.request(StoreCodeQuery, {});
    await guest.requestWithErrors(StoreCodeQuery, {}, { method: 'GET', errorPolicy: 'all' });
    expect(keys).toEqual([]);
  });

  it('lapsed customer token: a refused customer token ends the session (onCustomerTokenRefused), other refusals and guests do not', async () => {
    let refused = 0;
    let token: string | undefined = 'a-token-magento-no-longer-knows';
    const client = createCommerceClient({
      endpoint,
      storeView: 'default',
      getCustomerToken: () => token,
      onCustomerTokenRefused: () => void (refused += 1),
    });
    await expect(client.request(CustomerProbeQuery, {})).rejects.toThrow(
      "The current customer isn't authorized.",
    );
    expect(refused).toBe(1);

    // A guest asking for a customer's data is refused with the same words, but has no session to end.
    token = undefined;
    await expect(client.request(CustomerProbeQuery, {})).rejects.toThrow(CommerceError);
    expect(refused).toBe(1);

    // A live token keeps its session, and so does another authorization refusal (someone else's cart).
    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    await expect(client.request(CustomerProbeQuery, {})).resolves.toMatchObject({
      customer: { email: expect.any(String) },
    });
    expect(refused).toBe(1);
    const othersCart = new CommerceError('refused', [
      {
        message: 'The current user cannot perform operations on cart "abc"',
        extensions: { category: 'graphql-authorization' },
      },
    ]);
    expect(isCustomerTokenRefused(othersCart)).toBe(false);
  });
});
