import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, expireStoredUser, getStoredUser } from '../platform';
import { shopWrapper } from '../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { accountBackendFor } from './api';
import { SESSION_CHECK_PATH, useSessionCheck } from './sessionHooks';
import { resetAccountSandbox } from '../backends/account/sandbox';
import { shopSessionRoute, signInSeededShopper } from './testing';

const server = sandboxServerForTests();

describe.each(accountBackends)('session validation on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Shop = shopWrapper(config);

  beforeEach(() => {
    resetAccountSandbox();
    localStorage.clear();
    server.use(shopSessionRoute(config));
  });

  it("session validation: the browser asks the shop's server, the session token in a posted body", async () => {
    const session = await signInSeededShopper(config);
    const asked: Array<{ url: string; token: FormDataEntryValue | null }> = [];
    const listener = async ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === SESSION_CHECK_PATH)
        asked.push({ url: request.url, token: (await request.clone().formData()).get('token') });
    };
    server.events.on('request:start', listener);
    try {
      const { result } = renderHook(() => useSessionCheck(), { wrapper: Shop });
      await waitFor(() => expect(result.current.isValid).toBe(true));
    } finally {
      server.events.removeListener('request:start', listener);
    }
    // The token travels only in the body: the address the browser posts to is the shop's own, without it.
    expect(asked).toEqual([{ url: new URL(SESSION_CHECK_PATH, location.href).href, token: session.token }]);
  });

  it('session validation: a live session keeps the stored user', async () => {
    await signInSeededShopper(config);
    const { result } = renderHook(() => useSessionCheck(), { wrapper: Shop });
    await waitFor(() => expect(result.current.isValid).toBe(true));
    expect(getStoredUser()?.email).toBe('ada@example.com');
  });

  it('session validation: a session the service no longer knows clears the stored user and says so', async () => {
    const session = await signInSeededShopper(config);
    await accountBackendFor(config).signOut(session);
    let expired = false;
    renderHook(() => useSessionCheck({ onExpired: () => (expired = true) }), { wrapper: Shop });
    await waitFor(() => expect(getStoredUser()).toBeNull());
    expect(expired).toBe(true);
  });

  it('lapsed customer token: the commerce backend refusing the customer token ends the session on an account page, as an expired session does', async () => {
    await signInSeededShopper(config);
    let expired = false;
    renderHook(() => useSessionCheck({ onExpired: () => (expired = true) }), { wrapper: Shop });
    expireStoredUser();
    expect(getStoredUser()).toBeNull();
    expect(expired).toBe(true);
  });

  it('session validation: an unreachable account service leaves the stored user alone', async () => {
    await signInSeededShopper(config);
    server.use(
      http.post(/\/(users\/authentication\/sessions\/validate|validate-session)$/, () =>
        HttpResponse.error(),
      ),
    );
    const { result } = renderHook(() => useSessionCheck(), { wrapper: Shop });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.isValid).toBeUndefined();
    expect(getStoredUser()?.email).toBe('ada@example.com');
  });

  it("session validation: an answer from the shop's server without a yes or no leaves the stored user alone", async () => {
    await signInSeededShopper(config);
    server.use(http.post(`*${SESSION_CHECK_PATH}`, () => HttpResponse.json({ message: 'Maintenance' })));
    const { result } = renderHook(() => useSessionCheck(), { wrapper: Shop });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.isValid).toBeUndefined();
    expect(getStoredUser()?.email).toBe('ada@example.com');
  });
});
