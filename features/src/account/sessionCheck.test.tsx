import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, getStoredUser } from '../platform';
import { shopWrapper } from '../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { accountBackendFor } from './api';
import { useSessionCheck } from './hooks';
import { resetAccountSandbox } from '../backends/account/sandbox';
import { signInSeededShopper } from './testing';

const server = sandboxServerForTests();

describe.each(accountBackends)('session validation on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Shop = shopWrapper(config);

  beforeEach(() => {
    resetAccountSandbox();
    localStorage.clear();
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
});
