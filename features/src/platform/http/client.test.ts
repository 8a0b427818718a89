import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { setMonitoringReporter, consoleReporter, type MonitoringReporter } from '../monitoring';
import { startSandboxServer, type RunningSandbox } from '../sandbox/server';
import { createApiClient } from './api-client';
import { absoluteUrl, createHttpClient, type ShareRead } from './client';
import {
  ConnectionError,
  HttpError,
  InvalidAnswerError,
  ProductError,
  failureOf,
  failureWords,
  GENERIC_FAILURE,
  shopFailure,
} from './errors';
import { translate } from '../i18n/translate';
import { platformMessages } from '../messages';
import { platformMessagesDe } from '../messages.de';

// The widget's `t` on an English and a German page.
const english = (key: string) => translate(platformMessages, key);
const german = (key: string) => translate(platformMessagesDe, key, undefined, undefined, 'de-DE');

const handlers = [
  http.get('*/probe/ok', ({ request }) =>
    HttpResponse.json({
      echo: new URL(request.url).searchParams.getAll('tag'),
      tenant: request.headers.get('x-tenant'),
    }),
  ),
  http.delete('*/probe/empty', () => new HttpResponse(null, { status: 204 })),
  http.post('*/probe/invalid', () => HttpResponse.json({ message: 'Email is not valid' }, { status: 422 })),
  http.post('*/probe/product', () =>
    HttpResponse.json({ message: 'Limit reached', error_code: 'TRADEIN_LIMIT' }, { status: 400 }),
  ),
  http.get(
    '*/probe/broken-json',
    () =>
      new HttpResponse('{"uuid": "u-1", "session_tok', { headers: { 'content-type': 'application/json' } }),
  ),
  // A proxy's page in place of the API's answer.
  http.get(
    '*/probe/plain-text',
    () => new HttpResponse('Service is up', { headers: { 'content-type': 'text/plain' } }),
  ),
  http.get('*/probe/server-error', () => new HttpResponse('Internal Server Error', { status: 500 })),
  http.get('*/probe/server-error-json', () =>
    HttpResponse.json({ message: 'SQLSTATE[HY000] gone away' }, { status: 502 }),
  ),
  http.get('*/probe/slow', async () => {
    await delay(400);
    return HttpResponse.json({ late: true });
  }),
];

let sandbox: RunningSandbox;
const reports: unknown[] = [];
const recordingReporter: MonitoringReporter = { report: (error) => reports.push(error) };

beforeAll(async () => {
  sandbox = await startSandboxServer(handlers);
  setMonitoringReporter(recordingReporter);
});
afterAll(async () => {
  setMonitoringReporter(consoleReporter);
  await sandbox.close();
});
afterEach(() => {
  reports.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const client = (overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ service: 'probe', baseUrl: `${sandbox.origin}/probe`, ...overrides });

describe('HTTP core (spec section 8) over real HTTP', () => {
  it('http: a 2xx answer resolves with its status and body, query lists and shared headers included', async () => {
    const response = await client({ headers: () => ({ 'x-tenant': 'tenant-1' }) }).get<{
      echo: string[];
      tenant: string;
    }>('/ok', { query: { tag: ['a', 'b'], skipped: undefined } });
    expect(response).toEqual({ status: 200, data: { echo: ['a', 'b'], tenant: 'tenant-1' } });
  });

  it('http: 204 resolves with only the status', async () => {
    await expect(client().delete('/empty')).resolves.toEqual({ status: 204, data: undefined });
  });

  it('http: a non-2xx status rejects with the body and the status code', async () => {
    const error = await client()
      .post('/invalid', { email: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      body: { message: 'Email is not valid' },
      userMessage: 'Email is not valid',
    });
  });

  it('http: on the newer backend the shown message is replaced by the generic fallback', async () => {
    const error = await client({ backend: 'newer' })
      .post('/invalid')
      .catch((e: unknown) => e);
    expect(failureOf(error)).toBe(GENERIC_FAILURE);
    expect(error).toMatchObject({
      status: 422,
      userMessage: undefined,
      body: { message: 'Email is not valid' },
    });
  });

  it('http: an error body with an error_code field is a product error', async () => {
    const error = await client()
      .post('/product')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ errorCode: 'TRADEIN_LIMIT', status: 400 });
  });

  it('http: a call that outlives its timeout rejects with a connection error', async () => {
    const error = await client({ timeoutMs: 100 })
      .get('/slow')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ timedOut: true });
  });

  it('http: the default timeout is 5000 ms', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await client().get('/ok');
    expect(timeout).toHaveBeenCalledWith(5000);
  });

  it('http: a refused connection rejects with a connection error', async () => {
    const closed = await startSandboxServer([]);
    await closed.close();
    const error = await createHttpClient({ service: 'gone', baseUrl: closed.origin })
      .get('/anything')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ timedOut: false });
  });

  it('http: every failure is reported to monitoring', async () => {
    await client()
      .post('/invalid')
      .catch(() => undefined);
    await client({ timeoutMs: 50 })
      .get('/slow')
      .catch(() => undefined);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toBeInstanceOf(HttpError);
    expect(reports[1]).toBeInstanceOf(ConnectionError);
  });
});

describe('answers the shop cannot read (fault matrix: malformed)', () => {
  const session = z.object({ uuid: z.string().min(1), session_token: z.string().min(1) });

  it("http: a 2xx whose body does not fit the call's schema rejects with InvalidAnswerError, reported, never a success", async () => {
    const error = await client()
      .get('/ok', { schema: session })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    // Monitoring learns which fields failed and why, by path.
    expect((error as InvalidAnswerError).issues.map((issue) => issue.path)).toEqual([
      ['uuid'],
      ['session_token'],
    ]);
    expect((error as Error).message).toMatch(
      /^probe answered a success the shop cannot read: uuid: .+; session_token: /,
    );
    expect(reports).toEqual([error]);
    expect(failureOf(error, shopFailure('account.signIn.failed'))).toEqual(
      shopFailure('account.signIn.failed'),
    );
  });

  it('http: a 2xx that is not JSON is an answer the shop cannot read, with or without a schema, whatever its type says', async () => {
    await expect(client().get('/broken-json', { schema: session })).rejects.toBeInstanceOf(
      InvalidAnswerError,
    );
    await expect(client().get('/broken-json')).rejects.toBeInstanceOf(InvalidAnswerError);
    await expect(client().get('/plain-text')).rejects.toBeInstanceOf(InvalidAnswerError);
  });

  it('http: an answer that fits the schema resolves with the parsed data', async () => {
    const response = await client().get('/ok', {
      schema: z.object({ echo: z.array(z.string()) }),
      query: { tag: 'a' },
    });
    expect(response.data).toEqual({ echo: ['a'] });
  });

  it('http: a zod/mini schema (the lighter one pages use) checks an answer like a classic one, failures by path', async () => {
    const miniSession = zm.object({
      uuid: zm.string().check(zm.minLength(1)),
      session_token: zm.string().check(zm.minLength(1)),
    });
    const error = await client()
      .get('/ok', { schema: miniSession })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect((error as InvalidAnswerError).issues.map((issue) => issue.path)).toEqual([
      ['uuid'],
      ['session_token'],
    ]);
    const response = await client().get('/ok', {
      schema: zm.object({ echo: zm.array(zm.string()) }),
      query: { tag: 'a' },
    });
    expect(response.data).toEqual({ echo: ['a'] });
  });
});

describe('what a shopper reads about a failure (never raw server text, never blaming a working connection)', () => {
  it('http: a 500 with plain text shows the generic words, not the raw "Internal Server Error"', async () => {
    const error = await client({ backend: 'older' })
      .get('/server-error')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 500,
      body: 'Internal Server Error',
      userMessage: undefined,
    });
    expect(failureOf(error)).toBe(GENERIC_FAILURE);
  });

  it('http: a 5xx with a JSON message keeps the message for monitoring but shows the generic words', async () => {
    const error = await client()
      .get('/server-error-json')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      userMessage: undefined,
      body: { message: 'SQLSTATE[HY000] gone away' },
    });
    expect(failureOf(error)).toBe(GENERIC_FAILURE);
  });

  it("http: a backend that cannot be reached while the browser is online is our outage, not the shopper's connection", () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(failureOf(new ConnectionError('down', false))).toEqual({ kind: 'unreachable' });
    expect(failureWords(english, { kind: 'unreachable' })).toBe(
      'We cannot reach our service just now. Please try again in a moment.',
    );
    expect(failureWords(english, { kind: 'unreachable' })).not.toMatch(/connection/i);
  });

  it('http: only a browser that is offline is told to check its connection', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(failureOf(new ConnectionError('down', false))).toEqual({ kind: 'offline' });
    expect(failureWords(english, { kind: 'offline' })).toBe(
      'You seem to be offline. Check your connection and try again.',
    );
  });

  it('http: a failure is worded in the page’s language: offline, unreachable and the generic words in German', () => {
    expect(failureWords(german, { kind: 'offline' })).toBe(platformMessagesDe['platform.error.offline']);
    expect(failureWords(german, { kind: 'unreachable' })).toBe(
      platformMessagesDe['platform.error.unreachable'],
    );
    expect(failureWords(german, GENERIC_FAILURE)).toBe(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    );
    // A server's own words are shown as it wrote them (spec section 8).
    expect(failureWords(german, { kind: 'said', message: 'Email is not valid' })).toBe('Email is not valid');
  });
});

describe('clients generated from an OpenAPI document', () => {
  interface ProbePaths {
    '/ok': { get: { responses: { 200: { content: { 'application/json': { echo: string[] } } } } } };
    '/broken-json': { get: { responses: { 200: { content: { 'application/json': { uuid: string } } } } } };
  }
  const apiClient = () =>
    createApiClient<ProbePaths>({ service: 'probe', baseUrl: `${sandbox.origin}/probe` });

  it('http: a generated client resolves a readable 2xx with its data', async () => {
    const { data } = await apiClient().GET('/ok');
    expect(data).toEqual({ echo: [], tenant: null });
  });

  it('http: a generated client rejects a 2xx with broken JSON as InvalidAnswerError, reported, never a success', async () => {
    const error = await apiClient()
      .GET('/broken-json')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect((error as InvalidAnswerError).issues).toEqual([{ path: [], message: 'not JSON' }]);
    expect(reports).toEqual([error]);
  });
});

describe('backend URLs', () => {
  it('http: a backend given as a path on the shop origin resolves against the page, or localhost outside a browser', () => {
    expect(absoluteUrl('https://api.example/graphql')).toBe('https://api.example/graphql');
    expect(absoluteUrl('/sandbox/search')).toBe('http://localhost/sandbox/search');
  });
});

describe("the server's shared reads (share)", () => {
  /** A share that records the keys it is handed and reads each time. */
  const recordingShare = () => {
    const keys: string[] = [];
    const share: ShareRead = (key, read) => (keys.push(key), read());
    return { keys, share };
  };

  it('http: a guest GET is handed to share with a key naming the service, URL and headers', async () => {
    const { keys, share } = recordingShare();
    const probe = client({ share, headers: () => ({ 'x-tenant': 'tenant-1' }) });
    const response = await probe.get<{ echo: string[] }>('/ok', { query: { tag: ['a'] } });
    expect(response.data.echo).toEqual(['a']);
    await probe.get('/ok', { query: { tag: ['b'] } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toContain(`probe ${sandbox.origin}/probe/ok?tag=a`);
    expect(keys[0]).toContain('tenant-1');
    expect(keys[1]).toContain('tag=b');
  });

  it("http: a signed-in shopper's read and every other method go to the service, never to share", async () => {
    const { keys, share } = recordingShare();
    const probe = client({ share });
    await probe.get('/ok', { headers: { Authorization: 'Bearer t0ken' } });
    await probe.delete('/empty');
    await expect(probe.post('/invalid', { email: 'x' })).rejects.toBeInstanceOf(HttpError);
    expect(keys).toEqual([]);
  });
});
