import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, sandboxPaths } from '../../../platform';
import { callAsShopper, sandboxServerForTests } from '../../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../account/sandbox';
import { SANDBOX_TRADED_IN_UUID } from './index';
import { seededShoppersBeforeEach } from '../../account/sandbox/testing';

sandboxServerForTests();

const { ada, noor } = seededShoppersBeforeEach(resetAccountSandbox);

const ask = (path: string, token: string) =>
  callAsShopper(path, token, { headers: { [CAPTCHA_HEADER]: SANDBOX_CAPTCHA_TOKEN } });
/** Both eligibility calls about one shopper on every base: the newer API under /api, the older at the root. */
const eligibilityOf = (uuid: string) =>
  [`${sandboxPaths.engagementEvo}/api`, `${sandboxPaths.engagement}/api`, sandboxPaths.engagement].flatMap(
    (base) => [`${base}/trade-in/is-eligible/${uuid}`, `${base}/trade-in/is-eligible/devices/${uuid}`],
  );

describe('trade-in sandbox', () => {
  it('abuse: the trade-in sandbox answers 403 when the token belongs to another shopper', async () => {
    for (const path of eligibilityOf(noor.uuid)) {
      const answer = await ask(path, ada.token);
      expect([path, answer.status]).toEqual([path, 403]);
      expect(await answer.json()).toEqual({
        code: 403,
        message: 'The identity token belongs to another consumer.',
        data: null,
      });
    }
  });

  it('abuse: the trade-in sandbox answers 401 without a token or with one that is no live session', async () => {
    for (const token of ['', 'sandbox', `${ada.token}x`])
      for (const path of eligibilityOf(ada.uuid)) {
        const answer = await ask(path, token);
        expect([path, token, answer.status]).toEqual([path, token, 401]);
      }
  });

  it("the trade-in sandbox answers each shopper's own eligibility: new@example.com has traded in already", async () => {
    expect(noor.uuid).toBe(SANDBOX_TRADED_IN_UUID);
    for (const path of eligibilityOf(ada.uuid))
      expect(await (await ask(path, ada.token)).json()).toMatchObject({ data: { is_eligible: true } });
    for (const path of eligibilityOf(noor.uuid))
      expect(await (await ask(path, noor.token)).json()).toMatchObject({ data: { is_eligible: false } });
  });
});
