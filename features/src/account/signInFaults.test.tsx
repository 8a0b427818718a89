import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, getStoredUser } from '../platform';
import { shopWrapper } from '../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { resetAccountSandbox } from '../backends/account/sandbox';
import { RegistrationForm } from './widgets/RegistrationForm';
import { SignInForm } from './widgets/SignInForm';

const server = sandboxServerForTests();

beforeEach(() => {
  resetAccountSandbox();
  localStorage.clear();
});

const failedSignIn = 'We could not sign you in just now. Please try again in a moment.';

describe.each(accountBackends)('sign-in faults on the %s backend', (_kind, path) => {
  const Shop = shopWrapper(configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost'));

  async function signIn() {
    const user = userEvent.setup();
    render(<SignInForm />, { wrapper: Shop });
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sandbox!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  const faults = {
    'a malformed 200': () => HttpResponse.json({ ok: true }),
    'a 200 with broken JSON': () =>
      new HttpResponse('{"uuid": "', { headers: { 'content-type': 'application/json' } }),
    'a 500 with the raw "Internal Server Error"': () =>
      new HttpResponse('Internal Server Error', { status: 500 }),
  };

  it.each(Object.entries(faults))(
    'validated answers: %s to the login is a failure in the shop words, the typed e-mail stays and nobody is signed in',
    async (_fault, answer) => {
      server.use(http.post(/\/(login|users\/authentication\/sessions)$/, answer));
      await signIn();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(
        /^(We could not sign you in just now|Something went wrong)\. Please try again/,
      );
      expect(alert).not.toHaveTextContent('Internal Server Error');
      expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
      expect(getStoredUser()).toBeNull();
    },
  );

  it('validated answers: a malformed 200 reads as a failed sign-in, not a generic one', async () => {
    server.use(
      http.post(/\/(login|users\/authentication\/sessions)$/, () => HttpResponse.json({ greeting: 'hello' })),
    );
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(failedSignIn);
  });
});

describe.each(accountBackends)('registration faults on the %s backend', (_kind, path) => {
  const Shop = shopWrapper(configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost'));

  it.each([
    ['down', () => HttpResponse.error()],
    [
      'a 500 with the raw "Internal Server Error"',
      () => new HttpResponse('Internal Server Error', { status: 500 }),
    ],
    [
      'broken JSON',
      () => new HttpResponse('{"data": [', { headers: { 'content-type': 'application/json' } }),
    ],
  ])(
    'registration: with the account backend %s the form says so in the shop words, never the error text',
    async (_fault, answer) => {
      server.use(http.all(`*${path}/*`, answer));
      render(<RegistrationForm />, { wrapper: Shop });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Registration is not available just now\. Please try again later\.$/);
    },
  );
});
