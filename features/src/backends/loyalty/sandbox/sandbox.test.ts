import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TENANT_TOKEN, TENANT_HEADER } from '../../../platform';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { setupServer } from 'msw/node';
import { handlers, resetLoyaltySandbox, SANDBOX_START_POINTS } from './index';
import { sandboxArticles } from './seed';

// This domain's handlers alone: the store-limit tests send thousands of calls, each matched against every handler.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetLoyaltySandbox());

const call = (path: string, init: RequestInit = {}) =>
  fetch(`http://shop.test/sandbox/loyalty-evo${path}`, {
    ...init,
    headers: {
      [TENANT_HEADER]: SANDBOX_TENANT_TOKEN,
      authorization: 'Bearer sandbox',
      'content-type': 'application/json',
      ...init.headers,
    },
  });
const pointsOf = async (uuid: string) =>
  ((await (await call(`/consumers/${uuid}`)).json()) as { data: { points: number } }).data.points;

describe('loyalty sandbox', () => {
  it('prototype keys: a product identifier, QR code or earning rule named after a prototype property is unknown', async () => {
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect(await (await call(`/earnings?identifier=${key}`)).json()).toMatchObject({ data: { points: 0 } });
      expect((await call(`/consumers/ada/earnings/qr-code/${key}`)).status).toBe(404);
      expect((await call(`/consumers/ada/earning-rule/${key}`)).status).toBe(404);
      expect(
        (
          await call('/consumers/ada/earnings/qr-code', {
            method: 'POST',
            body: JSON.stringify({ qr_code_id: key }),
          })
        ).status,
      ).toBe(404);
    }
    expect(await pointsOf('ada')).toBe(SANDBOX_START_POINTS);
  });

  it('rewards: an order_by the service does not know is refused with 422', async () => {
    expect((await call('/rewards?order_by=__proto__')).status).toBe(422);
    expect((await call('/rewards?order_by=name')).status).toBe(200);
  });

  it('bounded: consumers past the store limit push out the oldest, who starts from the seed again', async () => {
    const article = sandboxArticles.find((candidate) => candidate.is_available && !candidate.is_read)!;
    await call('/consumers/first/earnings/article', {
      method: 'POST',
      body: JSON.stringify({ article_id: article.article_id }),
    });
    expect(await pointsOf('first')).toBe(SANDBOX_START_POINTS + article.value);
    await Promise.all(
      Array.from({ length: SANDBOX_STORE_LIMIT }, (_, index) => call(`/consumers/consumer-${index}`)),
    );
    expect(await pointsOf('first')).toBe(SANDBOX_START_POINTS);
  }, 30_000);
});
