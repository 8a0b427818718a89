/**
 * Account test scaffolding. Test-only: it uses Testing Library's act and a test file's MSW server, so only test files
 * import it, by path; the account index does not export it.
 */
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { en, setStoredUser, translate } from '../platform';
import type { AccountConfig } from './accountBackend';
import { accountBackendFor } from './api';
import { accountOfToken, SANDBOX_PASSWORD, sandboxVerificationStatusOf } from '../backends/account/sandbox';
import { sessionValidityFromForm } from './formActions';
import { ONE_TIME_CODE_PATH, oneTimeCodeCallFromForm } from './oneTimeCodes';
import { SESSION_CHECK_PATH } from './sessionHooks';
import { VERIFICATION_STATUS_PATH } from './verificationStatus';
import { storedUserOf } from './types';

export { signInSeededShopper, type SeededShopperEmail } from './seededShopper';

/**
 * The shop's verification status route (site/app/routes/account.verification-status.ts) as widget tests meet it: the
 * signed-in shopper's own address or number, read from the account sandbox. The route itself is tested on the server
 * (formActions.test.ts).
 */
export const shopVerificationStatusRoute = http.post(`*${VERIFICATION_STATUS_PATH}`, async ({ request }) => {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const account = accountOfToken(`Bearer ${field('token')}`);
  if (!account || account.uuid !== field('uuid'))
    return HttpResponse.json({ message: 'Signed out' }, { status: 401 });
  const identifier = field('identifier');
  const own = [account.email, account.telephone].includes(identifier);
  return HttpResponse.json({ verified: own && sandboxVerificationStatusOf(identifier) === 'validated' });
});

/**
 * The shop's session check route (site/app/routes/account.session.ts) as widget tests meet it: the same server step,
 * asking the configured backend's sandbox. A service that cannot be reached makes it fail, as the route does.
 */
export const shopSessionRoute = (config: AccountConfig) =>
  http.post(`*${SESSION_CHECK_PATH}`, async ({ request }) => {
    const { status, ...body } = await sessionValidityFromForm(await request.formData(), {
      backend: accountBackendFor(config),
      t: (key) => translate(en, key),
    });
    return HttpResponse.json(body, { status });
  });

/**
 * The shop's one-time code route (site/app/routes/account.codes.ts) as widget tests and stories meet it: the same
 * server step, against the configured backend's sandbox, without the shop's throttle (tested on the server,
 * site/app/lib/throttle.server.test.ts).
 */
export const shopOneTimeCodeRoute = (config: AccountConfig) =>
  http.post(`*${ONE_TIME_CODE_PATH}`, async ({ request }) => {
    const call = await oneTimeCodeCallFromForm(await request.formData(), {
      backend: accountBackendFor(config),
      t: (key) => translate(en, key),
    });
    const { status, ...body } = 'status' in call ? call : await call.make();
    return HttpResponse.json(body, { status });
  });

/**
 * Ada signs in again in another tab: the new session is written to local storage, which this tab hears, and the
 * open widget reads her details again with it. Resolves with the new session once that read is answered. The
 * listener it adds stays on `server` until the test file's `server.events.removeAllListeners()`.
 */
export async function signInAgainInAnotherTab(server: SetupServer, config: AccountConfig) {
  const again = await accountBackendFor(config).signIn({
    email: 'ada@example.com',
    password: SANDBOX_PASSWORD,
  });
  const readAgain = new Promise<void>((resolve) =>
    server.events.on('response:mocked', ({ request }) => {
      if (request.method === 'GET' && request.headers.get('authorization') === `Bearer ${again.token}`)
        resolve();
    }),
  );
  act(() => void setStoredUser(storedUserOf(again)));
  await readAgain;
  return again;
}
