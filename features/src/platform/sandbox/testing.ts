/**
 * What every test that talks to the sandbox starts with: one MSW server for the file, listening from its first
 * test to its last and refusing requests no handler knows; handlers a test adds with `server.use` go after it.
 * Test-only: it registers Vitest hooks, so nothing outside test files imports it.
 */
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandboxHandlers } from './handlers';
import { sandboxPaths } from './paths';

export function sandboxServerForTests(...firstHandlers: RequestHandler[]) {
  const server = setupServer(...firstHandlers, ...sandboxHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The two account backends' sandboxes, as [name, base URL] pairs: account tests run on each with describe.each. */
export const accountBackends = Object.entries({
  newer: sandboxPaths.accountEvo,
  older: sandboxPaths.accountLegacy,
});
