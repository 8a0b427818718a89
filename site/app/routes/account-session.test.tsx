import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBackendFor } from '@storefront/features/account';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '@storefront/features/backends/account/sandbox';
import { shopSessionRoute, signInSeededShopper } from '@storefront/features/account/testing';
import { resetCommerceSandbox } from '@storefront/features/backends/commerce/sandbox';
import {
  ConfigProvider,
  configFromEnv,
  getStoredUser,
  LOGGED_IN_COOKIE,
  sandboxPaths,
  TranslationProvider,
} from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import AccountSession from './account-session';
import SignInPage from './sign-in';
import { siteDictionary } from '../shell';

const server = setupServer(...sandboxHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const backends = { newer: sandboxPaths.accountEvo, older: sandboxPaths.accountLegacy };

describe.each(Object.entries(backends))('account pages on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Site = createRoutesStub([
    {
      Component: AccountSession,
      children: [{ path: '/account/profile', Component: () => <h1>Your details</h1> }],
    },
    { path: '/sign-in', Component: SignInPage },
  ]);
  const openPage = (url: string) =>
    render(
      <ConfigProvider config={config}>
        <TranslationProvider dictionary={siteDictionary('en')}>
          <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
            <Site initialEntries={[url]} />
          </SWRConfig>
        </TranslationProvider>
      </ConfigProvider>,
    );
  const loginCookieIsSet = () =>
    document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LOGGED_IN_COOKIE}=`));

  beforeEach(() => {
    resetAccountSandbox();
    resetCommerceSandbox();
    localStorage.clear();
    server.use(shopSessionRoute(config));
  });

  it('session validation: an expired session on an account page signs the shopper out on this device and sends them to sign in, saying why', async () => {
    await accountBackendFor(config).signOut(await signInSeededShopper(config));
    expect(loginCookieIsSet()).toBe(true);

    openPage('/account/profile?from=menu');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired, so you were signed out. Please sign in again to go back to your account.',
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
    expect(loginCookieIsSet()).toBe(false);
  });

  it('session validation: signing in again after an expired session returns the shopper to the page they were on', async () => {
    await accountBackendFor(config).signOut(await signInSeededShopper(config));
    openPage('/account/profile?from=menu');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), SANDBOX_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(getStoredUser()?.email).toBe('ada@example.com');
  });

  it('guests on account pages: an account page opened without a stored session sends the shopper to sign in, saying what the page needs', async () => {
    openPage('/account/profile');
    expect(await screen.findByText('Sign in to see and change your details.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
  });

  it('session validation: a live session stays on the account page, signed in', async () => {
    await signInSeededShopper(config);
    const validated: string[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (/validate/.test(new URL(request.url).pathname)) validated.push(String(response.status));
    });
    openPage('/account/profile');
    await waitFor(() => expect(validated).toEqual(['200']));
    // One more turn for a navigation the answer could have caused.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(getStoredUser()?.email).toBe('ada@example.com');
  });
});
