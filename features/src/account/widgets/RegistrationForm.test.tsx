import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { configFromEnv, getStoredUser, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { resetReferralSandbox, SANDBOX_FRIEND_CODE } from '../../backends/referral/sandbox';
import { RegistrationForm } from './RegistrationForm';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
beforeEach(() => {
  resetAccountSandbox();
  resetCommerceSandbox();
  resetReferralSandbox();
  localStorage.clear();
});

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  render(<RegistrationForm />, { wrapper: Shop });
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  return user;
}

describe('RegistrationForm', () => {
  it("registration: when the server could not read the rules, the page says so at once, and the form appears once the browser's own read succeeds", async () => {
    render(<RegistrationForm unreadOnServer />, { wrapper: Shop });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Registration is not available just now. Please try again later.',
    );
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('password: the server requirements are ticked off live while typing', async () => {
    const user = userEvent.setup();
    render(<RegistrationForm />, { wrapper: Shop });
    await user.type(await screen.findByLabelText('Password'), 'abc');
    expect(screen.getByText(/At least 8 characters/).textContent).toContain('(not met yet)');
    expect(screen.getByText(/lower-case/).textContent).toContain('(met)');
    await user.type(screen.getByLabelText('Password'), 'DEF12!?');
    expect(screen.getByText(/At least 8 characters/).textContent).toContain('(met)');
  });

  it('registration: consents are grouped in the spec order and the mandatory one must be accepted', async () => {
    const user = await fillIn('grace@example.com', 'Cobol!1959');
    const legends = [...document.querySelectorAll('fieldset legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['E-mail', 'Text messages', 'Post', 'Surveys', 'Further uses', 'Privacy']);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept this to open an account.')).toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
  });

  it('registration: a new shopper registers and is signed in, the stored user set', async () => {
    const user = await fillIn('grace@example.com', 'Cobol!1959');
    await user.type(screen.getByLabelText('Best time to reach you (optional)'), 'mornings');
    await user.click(screen.getByRole('checkbox', { name: 'Terms and privacy notice (required)' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(getStoredUser()).toMatchObject({ email: 'grace@example.com', first_name: 'Grace' }),
    );
  });

  it('referral code at registration: a code that is not valid (422) is said on its field, focused, and no account is made', async () => {
    const user = await fillIn('grace@example.com', 'Cobol!1959');
    await user.click(screen.getByRole('checkbox', { name: 'Terms and privacy notice (required)' }));
    await user.type(screen.getByLabelText("A friend's referral code (optional)"), 'NOT-A-CODE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const field = screen.getByLabelText("A friend's referral code (optional)");
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'This referral code is not valid. Check it with your friend, or leave the field empty.',
      ),
    );
    expect(field).toHaveValue('NOT-A-CODE');
    expect(getStoredUser()).toBeNull();
  });

  it("referral code at registration: a valid friend's code is verified, then sent with the registration as the new shopper's parent code", async () => {
    const user = await fillIn('grace@example.com', 'Cobol!1959');
    await user.click(screen.getByRole('checkbox', { name: 'Terms and privacy notice (required)' }));
    await user.type(screen.getByLabelText("A friend's referral code (optional)"), SANDBOX_FRIEND_CODE);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(getStoredUser()).toMatchObject({ email: 'grace@example.com' }));
    const shopper = getStoredUser()!;
    await waitFor(async () => {
      const recorded = await fetch(`${config.backends.loyalty}/referral/customer/${shopper.uuid}`, {
        headers: { 'x-tenant-token': config.tenantToken, authorization: `Bearer ${shopper.ciam_token}` },
      });
      expect(await recorded.json()).toMatchObject({ parent_code: SANDBOX_FRIEND_CODE });
    });
  });

  it('bad input: an address that already has an account is announced and every typed value stays', async () => {
    const user = await fillIn('ada@example.com', 'Cobol!1959');
    await user.click(screen.getByRole('checkbox', { name: 'Terms and privacy notice (required)' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(getStoredUser()).toBeNull();
  });

  it('tracking: a click on Create account raises create_account_click with its label and place, even before the form is accepted', async () => {
    const raised: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => raised.push(event));
    try {
      const user = await fillIn('grace@example.com', 'Cobol!1959');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByText('Please accept this to open an account.')).toBeInTheDocument();
      // sign_up_progress (its own test) rides along with the typing; here only the click counts.
      expect(raised.filter((event) => event.name !== 'tracking:activity:sign_up_progress')).toEqual([
        {
          name: 'tracking:activity:create_account_click',
          payload: { label: 'Create account', location: 'registration form' },
        },
      ]);
    } finally {
      stop();
    }
  });
});

describe('RegistrationForm tracking', () => {
  it('tracking: sign_up_progress is raised once per part the shopper fills in (credentials, details, consents)', async () => {
    const raised: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => raised.push(event));
    try {
      const user = await fillIn('grace@example.com', 'Sandbox!2026');
      // Typing more into a finished part raises nothing new.
      await user.type(screen.getByLabelText('First name'), 'x');
      await user.click(screen.getByRole('checkbox', { name: /Terms and privacy notice/ }));
      const progress = raised.filter((event) => event.name === 'tracking:activity:sign_up_progress');
      expect(progress.map((event) => event.payload)).toEqual([
        { step: 'credentials' },
        { step: 'details' },
        { step: 'consents' },
      ]);
    } finally {
      stop();
    }
  });
});
