import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, getStoredUser, sandboxPaths } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { accountBackendFor } from '../api';
import { signInSeededShopper } from '../testing';
import { AccountClosing, AccountOverview } from './AccountOverview';

/** The account page's top and its end, as the page places them. */
const Account = () => (
  <>
    <AccountOverview />
    <AccountClosing />
  </>
);

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
  let token = '';
  beforeEach(async () => {
    token = (await signInSeededShopper(config)).token;
  });

  it(`deactivation: the action is ${kind === 'newer' ? 'offered' : 'hidden'} on the ${kind} backend`, () => {
    render(<Account />, { wrapper: Shop });
    const deactivate = screen.queryByRole('button', { name: 'Deactivate my account' });
    if (kind === 'newer') expect(deactivate).toBeInTheDocument();
    else expect(deactivate).toBeNull();
  });

  it('cancellation: after confirming, the account is cancelled and the stored user is cleared', async () => {
    const user = userEvent.setup();
    render(<Account />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Cancel my account' }));
    // The confirmation says what happens before anything does.
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your account?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(getStoredUser()).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Cancel my account' }));
    await waitFor(() => expect(getStoredUser()).toBeNull());
    // The guest's note is the one shown now; the greeting's place stays, hidden from everyone.
    await waitFor(() => expect(screen.getByText(/You are not signed in/)).not.toHaveAttribute('aria-hidden'));
    expect(screen.getByText(/Signed in as/).closest('section')).toHaveAttribute('aria-hidden', 'true');
  });

  it('overview: the greeting and the guest note hold one place, the one not in force hidden from everyone (no shift when the greeting arrives)', () => {
    render(<Account />, { wrapper: Shop });
    const greeting = screen.getByRole('heading', { name: /Hello, Ada/ });
    expect(greeting.closest('section')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText(/You are not signed in/)).toHaveAttribute('aria-hidden', 'true');
    expect(greeting.closest('section')?.parentElement).toBe(
      screen.getByText(/You are not signed in/).parentElement,
    );
  });

  it('logout: signing out clears the stored user', async () => {
    const user = userEvent.setup();
    render(<Account />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getStoredUser()).toBeNull());
  });

  it('logout: signing out ends the session on the account service too, its code loaded on the press', async () => {
    const user = userEvent.setup();
    render(<Account />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getStoredUser()).toBeNull());
    expect(await accountBackendFor(config).isSessionValid(token)).toBe(false);
  });

  it('closing: keeping the account in the confirmation leaves the shopper signed in', async () => {
    const user = userEvent.setup();
    render(<Account />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Cancel my account' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getStoredUser()).not.toBeNull();
  });

  it('closing: by keyboard the confirmation opens on Enter, Escape closes it and focus goes back to its button', async () => {
    const user = userEvent.setup();
    render(<Account />, { wrapper: Shop });
    const button = screen.getByRole('button', { name: 'Cancel my account' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your account?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

describe('AccountClosing for a guest', () => {
  it('closing: a guest is offered no sign-out, cancelling or deactivating', () => {
    const { container } = render(<AccountClosing />, {
      wrapper: shopWrapper(configFromEnv({}, 'http://localhost')),
    });
    expect(container).toBeEmptyDOMElement();
  });
});
