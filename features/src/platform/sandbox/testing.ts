/**
 * What every test that talks to the sandbox starts with: one MSW server for the file, listening from its first
 * test to its last and refusing requests no handler knows; handlers a test adds with `server.use` go after it.
 * Test-only: it registers Vitest hooks, so nothing outside test files imports it.
 */
import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { TENANT_HEADER } from '../captcha/captcha';
import { SANDBOX_TENANT_TOKEN } from '../config/config';
import { sandboxHandlers } from './handlers';
import { sandboxPaths } from './paths';

export function sandboxServerForTests(...firstHandlers: RequestHandler[]) {
  const server = setupServer(...firstHandlers, ...sandboxHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * A shopper's call to one of the tenant's sandbox services, as the shop sends it: the tenant token, her bearer token,
 * JSON, and any header the test adds (a captcha token).
 */
export function callAsShopper(path: string, token: string, init: RequestInit = {}) {
  return fetch(`http://shop.test${path}`, {
    ...init,
    headers: {
      [TENANT_HEADER]: SANDBOX_TENANT_TOKEN,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

/** A GraphQL operation a test sent: the name its document gives it and the variables it carried. */
interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * The GraphQL operations POSTed through a test file's `server`, in the order sent, emptied before each test, so a
 * test can check what the shop asked the backend for. Reads sent as GET carry no body and are left out.
 */
export function recordGraphqlOperations(server: SetupServer): SentOperation[] {
  const operations: SentOperation[] = [];
  beforeAll(() => {
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'POST') return;
      const body = (await request.clone().json()) as { query: string; variables: Record<string, unknown> };
      operations.push({
        name: /(?:mutation|query)\s+(\w+)/.exec(body.query)?.[1] ?? '',
        variables: body.variables,
      });
    });
  });
  beforeEach(() => {
    operations.length = 0;
  });
  return operations;
}

/** The two account backends' sandboxes, as [name, base URL] pairs: account tests run on each with describe.each. */
export const accountBackends = Object.entries({
  newer: sandboxPaths.accountEvo,
  older: sandboxPaths.accountLegacy,
});
