import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAccountSandbox, SANDBOX_PASSWORD, sandboxCodeFor } from '../backends/account/sandbox';
import { configFromEnv } from '../platform';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { SERVER_ONLY_MESSAGE } from './backendShared';
import { VERIFICATION_STATUS_PATH } from './verificationStatus';
import { accountBackendFor } from './api';

const sent: string[] = [];
/** What the shop's phone status route was posted, and what it answers (the route itself: formActions.test.ts). */
const postedToShop: Array<Record<string, string>> = [];
sandboxServerForTests(
  http.all('*', ({ request }) => {
    sent.push(request.url);
  }),
  http.post(`*${VERIFICATION_STATUS_PATH}`, async ({ request }) => {
    postedToShop.push(Object.fromEntries((await request.formData()) as Iterable<[string, string]>));
    return HttpResponse.json({ verified: true });
  }),
);
beforeEach(() => {
  resetAccountSandbox();
  sent.length = 0;
  postedToShop.length = 0;
});

describe.each(accountBackends)('personal data in paths on the %s backend', (kind, path) => {
  const backend = () => accountBackendFor(configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost'));

  it('verification status (/users/verify/{…}, /verify/{email}, /get-verified-phone/{phone}) is refused in a browser and sends nothing', async () => {
    await expect(backend().verificationStatus('ada@example.com')).rejects.toThrow(SERVER_ONLY_MESSAGE);
    await expect(backend().verificationStatus('+4915112345678')).rejects.toThrow(SERVER_ONLY_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('secrets and personal data only in POST bodies: a phone change from the browser puts the number in no request URL', async () => {
    const session = await backend().signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD });
    const user = { uuid: session.uuid, token: session.token };
    const phone = '+4917612345678';
    const { verificationId } = await backend().requestPhoneCode(user, phone);
    const changed = await backend().confirmPhoneChange(user, {
      phone,
      verificationId,
      code: sandboxCodeFor(phone)!,
    });
    expect(changed).toEqual({ verified: true });
    expect(sent.length).toBeGreaterThan(2);
    const digits = phone.slice(1);
    expect(sent.filter((url) => url.includes(digits))).toEqual([]);
    // The older backend's status path holds the number, so its status comes from the shop's server, asked by POST.
    expect(postedToShop).toEqual(
      kind === 'older' ? [{ uuid: user.uuid, token: user.token, identifier: phone }] : [],
    );
  });
});
