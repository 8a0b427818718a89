import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import { configFromEnv, getStoredUser, subscribeToTracking, type TrackingEvent } from '../platform';
import { shopWrapper } from '../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { useSignOut } from './closingHooks';
import { useRegister, useSignIn } from './signInHooks';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../backends/account/sandbox';
import { signInSeededShopper } from './testing';
import type { Registration } from './types';

const server = sandboxServerForTests();

// Each event with who the stored user was when it was raised, so a test can tell the moment, not only the name.
const raised: Array<TrackingEvent & { signedInAs: string | undefined }> = [];
let stopListening = () => {};
beforeEach(() => {
  resetAccountSandbox();
  resetCommerceSandbox();
  localStorage.clear();
  raised.length = 0;
  stopListening = subscribeToTracking((event) =>
    raised.push({ ...event, signedInAs: getStoredUser()?.email }),
  );
});
afterEach(() => stopListening());

const accountEvents = () => raised.filter((event) => event.name.startsWith('tracking:activity:'));

describe.each(accountBackends)('account tracking on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const method = config.features.loginStrategy;
  const Shop = shopWrapper(config);

  it('tracking: a sign-in raises login_success with the login method once the shopper is stored', async () => {
    const { result } = renderHook(() => useSignIn(), { wrapper: Shop });
    await act(() => result.current.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD }));
    expect(accountEvents()).toEqual([
      { name: 'tracking:activity:login_success', payload: { method }, signedInAs: 'ada@example.com' },
    ]);
  });

  it('tracking: a wrong password raises login_fail with the reason credentials and no login_success', async () => {
    const { result } = renderHook(() => useSignIn(), { wrapper: Shop });
    await act(() => result.current.signIn({ email: 'ada@example.com', password: 'wrong' }));
    expect(accountEvents()).toEqual([
      {
        name: 'tracking:activity:login_fail',
        payload: { method, reason: 'credentials' },
        signedInAs: undefined,
      },
    ]);
  });

  it('tracking: an account service that cannot sign in raises login_fail with the reason service', async () => {
    server.use(
      http.post(/\/(users\/authentication\/sessions|login)$/, () => HttpResponse.json({}, { status: 503 })),
    );
    const { result } = renderHook(() => useSignIn(), { wrapper: Shop });
    await act(() => result.current.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD }));
    expect(accountEvents()).toEqual([
      { name: 'tracking:activity:login_fail', payload: { method, reason: 'service' }, signedInAs: undefined },
    ]);
  });

  it('tracking: a sign-out raises logout_success with no fields once the stored user is gone', async () => {
    await signInSeededShopper(config);
    const { result } = renderHook(() => useSignOut(), { wrapper: Shop });
    await act(() => result.current.signOut());
    expect(accountEvents()).toEqual([
      { name: 'tracking:activity:logout_success', payload: {}, signedInAs: undefined },
    ]);
  });

  const registration: Registration = {
    email: 'grace@example.com',
    password: 'Cobol!1959',
    firstName: 'Grace',
    lastName: 'Hopper',
    dateOfBirth: '',
    telephone: '',
    consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: false }],
    customAttributes: {},
  };

  it('tracking: an accepted registration raises sign_up_regular (method email) before the sign-in that follows it', async () => {
    const { result } = renderHook(() => useRegister(), { wrapper: Shop });
    await act(() => result.current.run(registration));
    expect(accountEvents()).toEqual([
      { name: 'tracking:activity:sign_up_regular', payload: { method: 'email' }, signedInAs: undefined },
      { name: 'tracking:activity:login_success', payload: { method }, signedInAs: 'grace@example.com' },
    ]);
  });

  it('tracking: a refused registration raises no sign_up_regular', async () => {
    const { result } = renderHook(() => useRegister(), { wrapper: Shop });
    await act(() => result.current.run({ ...registration, email: 'ada@example.com' }));
    expect(result.current.error).toBeDefined();
    expect(accountEvents()).toEqual([]);
  });
});
