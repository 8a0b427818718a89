import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import { resetAccountSandbox, sandboxCodeFor } from '../../backends/account/sandbox';
import { PasswordResetForm } from './PasswordForms';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
beforeEach(() => {
  resetAccountSandbox();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('PasswordResetForm', () => {
  it('password forget: the link is requested without telling whether the address has an account', async () => {
    const user = userEvent.setup();
    render(<PasswordResetForm />, { wrapper: Shop });
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/a link to reset your password is on its way/)).toBeInTheDocument();
    expect(sandboxCodeFor('ada@example.com')).toBeDefined();
  });

  it('password reset: a password that misses the server rules is refused before sending, then the right one is saved', async () => {
    await accountBackendFor(config).forgetPassword('ada@example.com');
    const user = userEvent.setup();
    render(<PasswordResetForm token={sandboxCodeFor('ada@example.com')!} />, { wrapper: Shop });
    await screen.findByText(/At least 8 characters/);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The password does not meet all the rules listed.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Analytical!1843');
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'Analytical!1843');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/Your new password is saved/)).toBeInTheDocument();
    await expect(
      accountBackendFor(config).signIn({ email: 'ada@example.com', password: 'Analytical!1843' }),
    ).resolves.toBeDefined();
  });

  it('password reset: an expired link is announced and the typed passwords stay', async () => {
    const user = userEvent.setup();
    render(<PasswordResetForm token="expired-token" />, { wrapper: Shop });
    await screen.findByText(/At least 8 characters/);
    await user.type(screen.getByLabelText('New password'), 'Analytical!1843');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Analytical!1843');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Analytical!1843');
  });
});
