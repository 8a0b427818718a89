import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TENANT_TOKEN, TENANT_HEADER } from '../../../platform';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { setupServer } from 'msw/node';
import { handlers, resetReferralSandbox, SANDBOX_ADA_UUID, SANDBOX_REFERRAL_CODE } from './index';

// This domain's handlers alone: the store-limit tests send thousands of calls, each matched against every handler.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetReferralSandbox());

const customer = async (uuid: string) =>
  (await (
    await fetch(`http://shop.test/sandbox/loyalty-evo/referral/customer/${uuid}`, {
      headers: { [TENANT_HEADER]: SANDBOX_TENANT_TOKEN, authorization: 'Bearer sandbox' },
    })
  ).json()) as { id: string; code: string };

describe('referral sandbox', () => {
  it('bounded: customers past the store limit push out the oldest, never the seeded ones', async () => {
    const first = await customer('first-shopper');
    await Promise.all(
      Array.from({ length: SANDBOX_STORE_LIMIT }, (_, index) => customer(`shopper-${index}`)),
    );
    expect(await customer(SANDBOX_ADA_UUID)).toMatchObject({ code: SANDBOX_REFERRAL_CODE, id: 'ref-1001' });
    // The pushed-out shopper is a new customer when asked again: same code (made from the uuid), a new id.
    expect(await customer('first-shopper')).toMatchObject({
      code: first.code,
      id: expect.not.stringMatching(first.id),
    });
  }, 30_000);

  it('a referral code that is not text is not valid (422), not an exception', async () => {
    const response = await fetch('http://shop.test/sandbox/loyalty-evo/referral/customer', {
      method: 'PUT',
      headers: {
        [TENANT_HEADER]: SANDBOX_TENANT_TOKEN,
        authorization: 'Bearer sandbox',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ uuid: 'someone', referral_code: ['ADA-2026'], source: 'web' }),
    });
    expect(response.status).toBe(422);
  });
});
