import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, getStoredUser, sandboxPaths } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../testing';
import { signInAgainInAnotherTab } from '../testing';
import type { AccountSession } from '../types';
import { ProfileForm } from './ProfileForm';

const server = sandboxServerForTests();
afterEach(() => {
  server.events.removeAllListeners();
});

describe.each([
  ['newer', sandboxPaths.accountEvo, '*/sandbox/account-evo/users/:uuid/profile'],
  ['older', sandboxPaths.accountLegacy, '*/sandbox/account-legacy/update-profile/:uuid'],
] as const)('ProfileForm on the %s backend', (kind, path, saveRoute) => {
  const config = configFromEnv({ ACCOUNT_API_URL: `http://localhost${path}` }, 'http://localhost');
  const TestShop = shopWrapper(config);
  let session: AccountSession;
  beforeEach(async () => {
    resetAccountSandbox();
    localStorage.clear();
    session = await signInSeededShopper(config);
  });

  async function typeNewFirstName(name: string) {
    const user = userEvent.setup();
    render(<ProfileForm />, { wrapper: TestShop });
    const field = await screen.findByLabelText('First name');
    await user.clear(field);
    await user.type(field, name);
    return user;
  }

  it('profile: custom attributes are the preferences form, not personal details, and a save keeps their values', async () => {
    const user = await typeNewFirstName('Augusta');
    expect(screen.queryByLabelText('Best time to reach you (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    const saved = await accountBackendFor(config).getProfile({ uuid: session.uuid, token: session.token });
    expect(saved.firstName).toBe('Augusta');
    if (kind === 'newer') expect(saved.extra).toMatchObject({ preferred_contact_time: 'evenings' });
  });

  it("age: the profile refuses a date of birth under the market's legal age or in the future, keeping it typed", async () => {
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET' && request.url.includes('profile')) saves.push(request.url);
    });
    const user = userEvent.setup();
    render(<ProfileForm />, { wrapper: TestShop });
    const born = await screen.findByLabelText('Date of birth');
    for (const [typed, message] of [
      ['2015-05-05', 'You need to be at least 18 years old to have an account with us.'],
      ['2099-01-01', 'A date of birth cannot be in the future.'],
    ] as const) {
      await user.clear(born);
      await user.type(born, typed);
      await user.click(screen.getByRole('button', { name: 'Save my details' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(born).toHaveValue(typed);
    }
    expect(saves).toEqual([]);
  });

  it('profile: a guest is asked to sign in instead of waiting for details that cannot load', async () => {
    localStorage.clear();
    render(<ProfileForm signInHref="/sign-in?next=/account/profile" />, { wrapper: TestShop });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=/account/profile',
    );
    expect(screen.queryByText('Loading your details…')).not.toBeInTheDocument();
  });

  it('profile: a saved name updates the stored user', async () => {
    const user = await typeNewFirstName('Augusta');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(getStoredUser()?.first_name).toBe('Augusta');
  });

  it('bad input: a server 500 on save is announced, the typed name stays and the stored user is unchanged', async () => {
    server.use(
      http.post(saveRoute, () =>
        HttpResponse.json({ code: 500, message: 'Database unavailable', data: null }, { status: 500 }),
      ),
    );
    const user = await typeNewFirstName('Augusta');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your changes just now. They are still here; please try again.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Augusta');
    expect(getStoredUser()?.first_name).toBe('Ada');
  });

  it('bad input: a session that expired mid-journey (401) is explained and nothing typed is lost', async () => {
    const user = await typeNewFirstName('Augusta');
    await accountBackendFor(config).signOut(session);
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    expect(screen.getByLabelText('First name')).toHaveValue('Augusta');
    expect(getStoredUser()?.first_name).toBe('Ada');
  });

  it('bad input: after a session expired mid-journey the shopper signs in again elsewhere; what they typed stays and saves with the new session', async () => {
    const user = await typeNewFirstName('Augusta');
    await accountBackendFor(config).signOut(session);
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');

    const again = await signInAgainInAnotherTab(server, config);

    expect(await screen.findByLabelText('First name')).toHaveValue('Augusta');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(getStoredUser()).toMatchObject({ first_name: 'Augusta', session_token: again.token });
  });

  it('profile: an empty name is refused next to the field before anything is sent', async () => {
    const user = await typeNewFirstName(' ');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Please fill in “First name”.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });
});
