import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountBackendFor } from '../../account';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { configFromEnv, getStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { ConsentsWidget } from './ConsentsWidget';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');

const Shop = shopWrapper(config);

beforeEach(async () => {
  resetAccountSandbox();
  localStorage.clear();
  await signInSeededShopper(config);
});

describe('ConsentsWidget', () => {
  it('consents: groups appear in the spec order and a saved choice stays chosen', async () => {
    const user = userEvent.setup();
    render(<ConsentsWidget />, { wrapper: Shop });
    const legends = await screen.findAllByRole('group');
    expect(legends.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'E-mail',
      'Text messages',
      'Post',
      'Surveys',
      'Further uses',
      'Privacy',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'News by e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('Your choices are saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'News by e-mail' })).toBeChecked();
  });

  it('consents: grouped by section, each section under its own name', async () => {
    render(<ConsentsWidget groupBy="section" />, { wrapper: Shop });
    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Marketing messages',
      'Research and improvement',
      'Legal',
    ]);
  });

  it('consents: when saving fails the shopper is told and the choices stay selected', async () => {
    const user = userEvent.setup();
    render(<ConsentsWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('checkbox', { name: 'Surveys' }));
    server.use(
      http.patch('*/sandbox/account-evo/users/:uuid/consents', () =>
        HttpResponse.json({ code: 500, message: 'down' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Surveys' })).toBeChecked();
  });

  it('consents: a session that expired before saving says to sign in again, and the choices stay selected', async () => {
    const user = userEvent.setup();
    render(<ConsentsWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('checkbox', { name: 'Surveys' }));
    await accountBackendFor(config).signOut({ token: getStoredUser()!.session_token });
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Sign in again in another tab; your choices are still selected here.',
    );
    expect(screen.getByRole('checkbox', { name: 'Surveys' })).toBeChecked();
  });

  it("consents: an empty purposes list shows 'Failed to fetch from OT' with a retry", async () => {
    server.use(
      http.get('*/sandbox/account-evo/users/:uuid/consents', () =>
        HttpResponse.json({ code: 200, message: 'OK', data: [] }),
      ),
    );
    render(<ConsentsWidget />, { wrapper: Shop });
    expect(await screen.findByText('Failed to fetch from OT')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
