import { describe, expect, it } from 'vitest';
import { sandboxPaths } from '../../../platform';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { callAsShopper, sandboxServerForTests } from '../../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../account/sandbox';
import { resetReferralSandbox, SANDBOX_ADA_UUID, SANDBOX_FRIEND_CODE, SANDBOX_REFERRAL_CODE } from './index';
import { customerOf } from './store';
import { seededShoppersBeforeEach } from '../../account/sandbox/testing';

sandboxServerForTests();

const { ada, noor } = seededShoppersBeforeEach(resetReferralSandbox, resetAccountSandbox);

const call = callAsShopper;
const customer = async (uuid: string, token = ada.token) =>
  (await (await call(`${sandboxPaths.loyalty}/referral/customer/${uuid}`, token)).json()) as {
    id: string;
    code: string;
    parent_code: string | null;
  };

/** Every referral call about one shopper: the service's own under both loyalty bases, and the newer account one. */
const callsAbout = (uuid: string): Array<[string, RequestInit]> => [
  ...[sandboxPaths.loyalty, sandboxPaths.loyaltyLegacy].flatMap((base): Array<[string, RequestInit]> => [
    [`${base}/referral/customer/${uuid}`, {}],
    [`${base}/referral/referrer/${uuid}/stats`, {}],
    [
      `${base}/referral/customer`,
      {
        method: 'PUT',
        body: JSON.stringify({ uuid, referral_code: SANDBOX_FRIEND_CODE, source: 'web' }),
      },
    ],
  ]),
  [
    `${sandboxPaths.accountEvo}/api/users/${uuid}/profile/referrer-code`,
    { method: 'PATCH', body: JSON.stringify({ referrer_code: SANDBOX_FRIEND_CODE, source: 'web' }) },
  ],
];

describe('referral sandbox', () => {
  it('bounded: customers past the store limit push out the oldest, never the seeded ones', async () => {
    const first = await customer(noor.uuid, noor.token);
    // Only signed-in shoppers reach the store through a call; it is filled here directly.
    for (let index = 0; index < SANDBOX_STORE_LIMIT; index += 1) customerOf(`shopper-${index}`);
    expect(await customer(SANDBOX_ADA_UUID)).toMatchObject({ code: SANDBOX_REFERRAL_CODE, id: 'ref-1001' });
    // The pushed-out shopper is a new customer when asked again: same code (made from the uuid), a new id.
    expect(await customer(noor.uuid, noor.token)).toMatchObject({
      code: first.code,
      id: expect.not.stringMatching(first.id),
    });
  });

  it('a referral code that is not text is not valid (422), not an exception', async () => {
    const response = await call(`${sandboxPaths.loyalty}/referral/customer`, ada.token, {
      method: 'PUT',
      body: JSON.stringify({ uuid: ada.uuid, referral_code: ['ADA-2026'], source: 'web' }),
    });
    expect(response.status).toBe(422);
  });

  it('abuse: the referral sandbox answers 403 when the token belongs to another shopper', async () => {
    for (const [path, init] of callsAbout(noor.uuid)) {
      const answer = await call(path, ada.token, init);
      expect([path, init.method, answer.status]).toEqual([path, init.method, 403]);
      expect(await answer.json()).toEqual({
        code: 403,
        message: 'The identity token belongs to another consumer.',
        data: null,
      });
    }
    // Nobody joined Noor to a friend's code behind her back.
    expect(await customer(noor.uuid, noor.token)).toMatchObject({ parent_code: null });
  });

  it('abuse: the referral sandbox answers 401 without a token or with one that is no live session', async () => {
    for (const token of ['', 'sandbox', `${ada.token}x`])
      for (const [path, init] of callsAbout(ada.uuid)) {
        const answer = await call(path, token, init);
        expect([path, token, answer.status]).toEqual([path, token, 401]);
      }
  });
});
