import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  configFromEnv,
  ConnectionError,
  failureWords,
  HttpError,
  loadDictionary,
  sandboxPaths,
  translate,
} from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { accountBackendFor } from './api';
import { AccountCallUnavailableError } from './accountBackend';
import { DEACTIVATION_UNAVAILABLE_MESSAGE } from './backendShared';
import { accountFailureOf } from './sessionHooks';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../backends/account/sandbox';
import { KEEP_ME_LOGGED_IN_SECONDS, sessionLifetimeFor } from './types';

const loginBodies: unknown[] = [];
// Records what reaches the login endpoints, then lets the sandbox answer.
const recorder = http.post(/\/(users\/authentication\/sessions|login)$/, async ({ request }) => {
  loginBodies.push(await request.clone().json());
});

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer([recorder, ...sandboxHandlers]);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetAccountSandbox();
  loginBodies.length = 0;
});

const backends = {
  newer: () => sandboxPaths.accountEvo,
  older: () => sandboxPaths.accountLegacy,
};

const configFor = (path: string, env: Record<string, string> = {}) =>
  configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}`, ...env }, sandbox.origin);

describe.each(Object.entries(backends))('account on the %s backend', (kind, path) => {
  it('account backend: the base URL decides which backend answers (evo means newer)', () => {
    expect(accountBackendFor(configFor(path())).kind).toBe(kind);
  });

  it('login: a signed-in session carries the identity token and the commerce customer token', async () => {
    const session = await accountBackendFor(configFor(path())).signIn({
      email: 'ada@example.com',
      password: SANDBOX_PASSWORD,
    });
    expect(session).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      magentoToken: expect.stringMatching(/^sandbox-customer-[0-9a-f-]{36}$/),
      isAgeVerified: true,
    });
    expect(session.token).not.toBe('');
  });

  it('login: a wrong password is refused with 401 and no session', async () => {
    const error = await accountBackendFor(configFor(path()))
      .signIn({ email: 'ada@example.com', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401 });
  });

  it('login: session lifetime is sent only when keep-me-logged-in is enabled and checked', async () => {
    const enabled = accountBackendFor(configFor(path(), { KEEP_ME_LOGGED_IN_ENABLED: 'true' }));
    const disabled = accountBackendFor(configFor(path(), { KEEP_ME_LOGGED_IN_ENABLED: 'false' }));
    await enabled.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD, keepMeLoggedIn: true });
    await enabled.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD, keepMeLoggedIn: false });
    await disabled.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD, keepMeLoggedIn: true });
    expect(loginBodies[0]).toMatchObject({ session_ttl: KEEP_ME_LOGGED_IN_SECONDS });
    expect(loginBodies[1]).not.toHaveProperty('session_ttl');
    expect(loginBodies[2]).not.toHaveProperty('session_ttl');
  });

  it('login: every call carries the tenant token (a wrong tenant is refused)', async () => {
    const error = await accountBackendFor(configFor(path(), { TENANT_TOKEN: 'someone-else' }))
      .signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
  });

  it('logout: the session is closed and is no longer valid', async () => {
    const backend = accountBackendFor(configFor(path()));
    const session = await backend.signIn({ email: 'new@example.com', password: SANDBOX_PASSWORD });
    expect(await backend.isSessionValid(session.token)).toBe(true);
    await backend.signOut(session);
    expect(await backend.isSessionValid(session.token)).toBe(false);
  });

  it('login: an unreachable account service is a connection error, not a wrong password', async () => {
    const gone = await startSandboxServer([]);
    await gone.close();
    const error = await accountBackendFor(
      configFromEnv({ ACCOUNT_API_URL: `${gone.origin}${path()}` }, gone.origin),
    )
      .signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
  });
});

describe('login strategy', () => {
  it('login: the newer backend is sent the configured default login strategy', async () => {
    await accountBackendFor(configFor(sandboxPaths.accountEvo, { LOGIN_STRATEGY: 'email_otp' })).signIn({
      email: 'ada@example.com',
      password: SANDBOX_PASSWORD,
    });
    expect(loginBodies[0]).toMatchObject({
      strategy: 'email_otp',
      strategy_data: { identifier: 'ada@example.com' },
    });
  });
});

describe('session lifetime', () => {
  it('login: no lifetime is asked for unless the shop enables keep-me-logged-in and the shopper checks it', () => {
    expect(sessionLifetimeFor(true, true)).toBe(KEEP_ME_LOGGED_IN_SECONDS);
    expect(sessionLifetimeFor(true, false)).toBeUndefined();
    expect(sessionLifetimeFor(false, true)).toBeUndefined();
  });
});

describe('account failures in the page’s language', () => {
  it('no English on German pages: a call the configured backend does not offer is said in the shop’s words', async () => {
    const german = await loadDictionary('de');
    const error = new AccountCallUnavailableError(DEACTIVATION_UNAVAILABLE_MESSAGE);
    expect(failureWords((key) => translate(german, key), accountFailureOf(error))).toBe(
      'Das ist für Ihr Konto nicht verfügbar.',
    );
  });
});
