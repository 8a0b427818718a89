import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, getStoredUser, sandboxPaths } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../testing';
import { AccountOverview } from './AccountOverview';

sandboxServerForTests();
beforeEach(() => {
  resetAccountSandbox();
  localStorage.clear();
});

describe.each([
  ['newer', sandboxPaths.accountEvo],
  ['older', sandboxPaths.accountLegacy],
] as const)('AccountOverview on the %s backend', (kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: `http://localhost${path}` }, 'http://localhost');
  const Shop = shopWrapper(config);
  beforeEach(async () => {
    await signInSeededShopper(config);
  });

  it(`deactivation: the action is ${kind === 'newer' ? 'offered' : 'hidden'} on the ${kind} backend`, () => {
    render(<AccountOverview />, { wrapper: Shop });
    const deactivate = screen.queryByRole('button', { name: 'Deactivate my account' });
    if (kind === 'newer') expect(deactivate).toBeInTheDocument();
    else expect(deactivate).toBeNull();
  });

  it('cancellation: after confirming, the account is cancelled and the stored user is cleared', async () => {
    const user = userEvent.setup();
    render(<AccountOverview />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Cancel my account' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel my account' }));
    await waitFor(() => expect(getStoredUser()).toBeNull());
    expect(await screen.findByText(/You are not signed in/)).toBeInTheDocument();
  });

  it('logout: signing out clears the stored user', async () => {
    const user = userEvent.setup();
    render(<AccountOverview />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getStoredUser()).toBeNull());
  });
});
