import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { consoleReporter, setMonitoringReporter } from '../monitoring';
import { startSandboxServer, type RunningSandbox } from '../sandbox/server';
import { createApiClient } from './api-client';
import { urlTemplate, watchBackendCalls, type BackendCall, type BackendCallOutcome } from './backendCalls';
import { createHttpClient } from './client';

const handlers = [
  http.get('*/probe/consumers/:id', ({ request }) =>
    HttpResponse.json({ requestId: request.headers.get('x-request-id') }),
  ),
  http.get('*/probe/refused', () => HttpResponse.json({ message: 'no' }, { status: 403 })),
  // A proxy's 200 whose JSON was cut short.
  http.get(
    '*/probe/cut-short',
    () => new HttpResponse('{"points": [tru', { headers: { 'content-type': 'application/json' } }),
  ),
  http.get('*/probe/slow', async () => {
    await delay(400);
    return HttpResponse.json({});
  }),
];

let sandbox: RunningSandbox;
/** What the watcher saw: each call, and how it ended. */
const watched: Array<{ call: BackendCall; outcome?: BackendCallOutcome; status?: number }> = [];

beforeAll(async () => {
  sandbox = await startSandboxServer(handlers);
  setMonitoringReporter({ report: () => undefined });
  watchBackendCalls({
    start(call) {
      const entry: (typeof watched)[number] = { call };
      watched.push(entry);
      return {
        headers: { 'X-Request-Id': 'req-31' },
        end: (outcome, status) => Object.assign(entry, { outcome, status }),
      };
    },
  });
});
afterEach(() => {
  watched.length = 0;
});
afterAll(async () => {
  watchBackendCalls(undefined);
  setMonitoringReporter(consoleReporter);
  await sandbox.close();
});

const client = (timeoutMs?: number) =>
  createHttpClient({
    service: 'loyalty',
    baseUrl: `${sandbox.origin}/probe`,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('backend calls as the server watches them (issue 31)', () => {
  it("request id: every backend call carries the watcher's X-Request-Id header, generated clients' calls too", async () => {
    const { data } = await client().get<{ requestId: string }>(
      '/consumers/0c9f7e52-1d2a-4b8e-9f00-2b7c6d1e3a41',
    );
    expect(data.requestId).toBe('req-31');
    const generated = createApiClient<{
      '/consumers/{id}': {
        get: {
          parameters: { path: { id: string } };
          responses: { 200: { content: { 'application/json': { requestId: string } } } };
        };
      };
    }>({ service: 'loyalty', baseUrl: `${sandbox.origin}/probe` });
    const answer = await generated.GET('/consumers/{id}', { params: { path: { id: 'ada' } } });
    expect(answer.data?.requestId).toBe('req-31');
  });

  it('backend calls: each call is watched with its backend, method, URL template (ids masked, no query) and timeout', async () => {
    await client().get('/consumers/0c9f7e52-1d2a-4b8e-9f00-2b7c6d1e3a41', {
      query: { email: 'ada@example.com' },
    });
    expect(watched).toEqual([
      {
        call: {
          service: 'loyalty',
          method: 'GET',
          urlTemplate: `${sandbox.origin}/probe/consumers/{id}`,
          timeoutMs: 5000,
        },
        outcome: 'ok',
        status: 200,
      },
    ]);
  });

  it('backend calls: an error status, a timeout, no answer and an unreadable answer each end with their outcome', async () => {
    await client()
      .get('/refused')
      .catch(() => undefined);
    await client(100)
      .get('/slow')
      .catch(() => undefined);
    await client()
      .get('/consumers/7', { schema: z.object({ points: z.number() }) })
      .catch(() => undefined);
    const closed = await startSandboxServer([]);
    await closed.close();
    await createHttpClient({ service: 'gone', baseUrl: closed.origin })
      .get('/anything')
      .catch(() => undefined);
    expect(watched.map(({ outcome, status }) => [outcome, status])).toEqual([
      ['http_error', 403],
      ['timeout', undefined],
      ['invalid_answer', 200],
      ['unreachable', undefined],
    ]);
  });

  it("backend calls: a generated client's answer is judged as the client reads it: JSON that does not parse is an invalid answer", async () => {
    const generated = createApiClient<{
      '/{path}': {
        get: {
          parameters: { path: { path: string } };
          responses: { 200: { content: { 'application/json': { points: number } } } };
        };
      };
    }>({ service: 'loyalty', baseUrl: `${sandbox.origin}/probe` });
    await generated.GET('/{path}', { params: { path: { path: 'cut-short' } } }).catch(() => undefined);
    await generated.GET('/{path}', { params: { path: { path: 'refused' } } }).catch(() => undefined);
    await generated.GET('/{path}', { params: { path: { path: 'slow' } } });
    expect(watched.map(({ outcome, status }) => [outcome, status])).toEqual([
      ['invalid_answer', 200],
      ['http_error', 403],
      ['ok', 200],
    ]);
  });

  it('url template: uuids, numbers, e-mail addresses and long tokens are masked; the query is dropped', () => {
    expect(urlTemplate('https://svc.example/v3/customers/ada%40example.com/orders/000000042?token=x')).toBe(
      'https://svc.example/v3/customers/{id}/orders/{id}',
    );
    expect(urlTemplate('https://svc.example/reset/abcdefghijklmnopqrstuvwxyzABCD/confirm')).toBe(
      'https://svc.example/reset/{id}/confirm',
    );
    expect(urlTemplate('https://svc.example/products/AURORA')).toBe('https://svc.example/products/AURORA');
  });
});
