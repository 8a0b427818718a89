import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { SANDBOX_CONSENT_HASH } from '@storefront/features/backends/offline-purchases/sandbox';
import { action } from './consent.validate.$hash';

const sandbox = setupServer(...sandboxHandlers);
const posted: string[] = [];
sandbox.events.on('request:start', ({ request }) => {
  posted.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  sandbox.resetHandlers();
  posted.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => sandbox.close());

/** The page's own form POST, as the browser sends it: nothing but the hash the e-mail's link carries. */
async function confirm(hash: string) {
  const request = new Request(`http://shop.test/consent/validate/${hash}`, {
    method: 'POST',
    body: new FormData(),
  });
  const answer = await action({ request, params: { hash }, context: {} } as Parameters<typeof action>[0]);
  return answer as unknown as {
    data: Record<string, unknown>;
    init: { status: number; headers: Record<string, string> };
  };
}

describe('consent validation page (POST /consent/validate/:hash)', () => {
  test('consent validation by hash: the server posts the link hash to the engagement service and says validated', async () => {
    const answer = await confirm(SANDBOX_CONSENT_HASH);
    expect(answer.init.status).toBe(200);
    // The newer API's lead token never reaches the browser.
    expect(answer.data).toEqual({ outcome: 'validated' });
    expect(answer.init.headers['Cache-Control']).toBe('no-store');
    expect(posted).toContain(
      `POST /sandbox/engagement-evo/api/leads/consents/validate/${SANDBOX_CONSENT_HASH}`,
    );
  });

  test('consent validation by hash: a malformed hash is answered 400 invalid, an unknown link 404 unknown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const malformed = await confirm('not-a-hash');
    expect([malformed.init.status, malformed.data]).toEqual([400, { outcome: 'invalid' }]);
    const unknown = await confirm('0'.repeat(32));
    expect([unknown.init.status, unknown.data]).toEqual([404, { outcome: 'unknown' }]);
  });
});
