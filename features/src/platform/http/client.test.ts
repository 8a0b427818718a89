import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setMonitoringReporter, consoleReporter, type MonitoringReporter } from '../monitoring';
import { startSandboxServer, type RunningSandbox } from '../sandbox/server';
import { absoluteUrl, createHttpClient } from './client';
import { ConnectionError, GENERIC_ERROR_MESSAGE, HttpError, ProductError } from './errors';

const handlers = [
  http.get('*/probe/ok', ({ request }) =>
    HttpResponse.json({ echo: new URL(request.url).searchParams.getAll('tag'), tenant: request.headers.get('x-tenant') }),
  ),
  http.delete('*/probe/empty', () => new HttpResponse(null, { status: 204 })),
  http.post('*/probe/invalid', () => HttpResponse.json({ message: 'Email is not valid' }, { status: 422 })),
  http.post('*/probe/product', () =>
    HttpResponse.json({ message: 'Limit reached', error_code: 'TRADEIN_LIMIT' }, { status: 400 }),
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
});

const client = (overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ service: 'probe', baseUrl: `${sandbox.origin}/probe`, ...overrides });

describe('HTTP core (spec section 8) over real HTTP', () => {
  it('http: a 2xx answer resolves with its status and body, query lists and shared headers included', async () => {
    const response = await client({ headers: () => ({ 'x-tenant': 'tenant-1' }) }).get<{ echo: string[]; tenant: string }>(
      '/ok',
      { query: { tag: ['a', 'b'], skipped: undefined } },
    );
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
    expect(error).toMatchObject({ status: 422, body: { message: 'Email is not valid' }, userMessage: 'Email is not valid' });
  });

  it('http: on the newer backend the shown message is replaced by the generic fallback', async () => {
    const error = await client({ backend: 'newer' })
      .post('/invalid')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, userMessage: GENERIC_ERROR_MESSAGE, body: { message: 'Email is not valid' } });
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
    await client().post('/invalid').catch(() => undefined);
    await client({ timeoutMs: 50 }).get('/slow').catch(() => undefined);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toBeInstanceOf(HttpError);
    expect(reports[1]).toBeInstanceOf(ConnectionError);
  });
});

describe('backend URLs', () => {
  it('http: a backend given as a path on the shop origin resolves against the page, or localhost outside a browser', () => {
    expect(absoluteUrl('https://api.example/graphql')).toBe('https://api.example/graphql');
    expect(absoluteUrl('/sandbox/search')).toBe('http://localhost/sandbox/search');
  });
});
