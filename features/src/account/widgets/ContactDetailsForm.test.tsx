import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, getStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import {
  resetAccountSandbox,
  sandboxCodeFor,
  sandboxVerificationStatusOf,
} from '../../backends/account/sandbox';
import { shopOneTimeCodeRoute, shopVerificationStatusRoute, signInSeededShopper } from '../testing';
import { ONE_TIME_CODE_PATH } from '../oneTimeCodes';
import { ContactDetailsForm } from './ContactDetailsForm';

const server = sandboxServerForTests(shopVerificationStatusRoute);

const CODE_REFUSED =
  'This code is not right or has expired. Check the message and type it again, or choose “Use another” for a new code.';

describe.each(accountBackends)('ContactDetailsForm on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Shop = shopWrapper(config);

  beforeEach(async () => {
    resetAccountSandbox();
    server.use(shopOneTimeCodeRoute(config));
    localStorage.clear();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await signInSeededShopper(config);
  });

  it('e-mail change: the new address takes effect, in the stored user too, only after the one-time code', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    render(<ContactDetailsForm onChanged={(change) => changes.push(change)} />, { wrapper: Shop });
    await user.type(screen.getByLabelText('New e-mail address'), 'ada.lovelace@example.com{Enter}');
    expect(
      await screen.findByText('We sent a one-time code to ada.lovelace@example.com.'),
    ).toBeInTheDocument();
    expect(getStoredUser()?.email).toBe('ada@example.com');
    await user.type(
      screen.getByLabelText('Code from the e-mail'),
      `${sandboxCodeFor('ada.lovelace@example.com')}{Enter}`,
    );
    expect(
      await screen.findByText('Your e-mail address is now ada.lovelace@example.com.'),
    ).toBeInTheDocument();
    expect(getStoredUser()?.email).toBe('ada.lovelace@example.com');
    expect(changes).toEqual([{ email: 'ada.lovelace@example.com' }]);
  });

  it('e-mail change: a wrong code is announced once as a wrong code, kept typed, and the address stays as it was', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    await user.type(screen.getByLabelText('New e-mail address'), 'ada.lovelace@example.com{Enter}');
    const code = await screen.findByLabelText('Code from the e-mail');
    const wrong = sandboxCodeFor('ada.lovelace@example.com') === '000000' ? '111111' : '000000';
    await user.type(code, `${wrong}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_REFUSED);
    // One message: the field is marked and read out with the alert, not given a second copy of it.
    expect(screen.getAllByText(CODE_REFUSED)).toHaveLength(1);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(CODE_REFUSED);
    expect(code).toHaveValue(wrong);
    expect(getStoredUser()?.email).toBe('ada@example.com');
  });

  it('phone change: a wrong code is announced once as a wrong code, and the right one typed after it is accepted', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    await user.type(screen.getByLabelText('New mobile number'), '+4915199887766{Enter}');
    const code = await screen.findByLabelText('Code from the text message');
    const right = sandboxCodeFor('+4915199887766')!;
    const wrong = right === '000000' ? '111111' : '000000';
    await user.type(code, `${wrong}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_REFUSED);
    expect(screen.getAllByText(CODE_REFUSED)).toHaveLength(1);
    expect(code).toHaveAccessibleDescription(CODE_REFUSED);
    await user.clear(code);
    await user.type(code, `${right}{Enter}`);
    expect(await screen.findByText('Your phone number is now +4915199887766.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('e-mail verification: an unverified address gets a code by e-mail (sendEmailCode), and once confirmed the server says it is verified', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    const section = await screen.findByRole('region', { name: 'E-mail verification' });
    expect(section).toHaveTextContent(
      'Your e-mail address ada@example.com is not verified yet. We can e-mail you a code to confirm it is yours.',
    );
    await user.click(within(section).getByRole('button', { name: 'Send a verification code' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We sent a one-time code to ada@example.com.',
    );
    const right = sandboxCodeFor('ada@example.com')!;
    const code = within(section).getByLabelText('Code from the e-mail');
    await user.type(code, `${right === '000000' ? '111111' : '000000'}{Enter}`);
    expect(await within(section).findByRole('alert')).toHaveTextContent(CODE_REFUSED);
    await user.clear(code);
    await user.type(code, `${right}{Enter}`);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your e-mail address ada@example.com is verified.',
    );
    expect(sandboxVerificationStatusOf('ada@example.com')).toBe('validated');
  });

  it('e-mail change: an address another account uses is refused before any code is sent', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    const email = screen.getByLabelText('New e-mail address');
    await user.type(email, 'new@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(email).toHaveValue('new@example.com');
    expect(sandboxCodeFor('new@example.com')).toBeUndefined();
  });

  it('phone change: the number changes once the action verification is validated', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    await user.type(screen.getByLabelText('New mobile number'), '+4915199887766{Enter}');
    const code = await screen.findByLabelText('Code from the text message');
    await user.type(code, `${sandboxCodeFor('+4915199887766')}{Enter}`);
    expect(await screen.findByText('Your phone number is now +4915199887766.')).toBeInTheDocument();
    const profile = await accountBackendFor(config).getProfile({
      uuid: getStoredUser()!.uuid,
      token: getStoredUser()!.session_token,
    });
    expect(profile.telephone).toBe('+4915199887766');
  });

  it('e-mail change: the address the shopper already has is refused in the form, before any code is sent', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    const email = screen.getByLabelText('New e-mail address');
    await user.type(email, 'Ada@Example.com{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('This is already your e-mail address.'),
    );
    expect(email).toHaveValue('Ada@Example.com');
    expect(sandboxCodeFor('ada@example.com')).toBeUndefined();
  });

  it('phone change: a number typed in groups is accepted and sent without the spaces', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    await user.type(screen.getByLabelText('New mobile number'), '+49 151 99887766{Enter}');
    expect(await screen.findByLabelText('Code from the text message')).toBeInTheDocument();
    expect(sandboxCodeFor('+4915199887766')).toMatch(/^\d{6}$/);
  });

  it("throttling: a code the shop's throttle refuses (429) shows the shop's wait in the alert, and the number and the code typed stay", async () => {
    const user = userEvent.setup();
    const wait = 'Too many attempts. For your security, please wait 15 minutes and try again.';
    render(<ContactDetailsForm />, { wrapper: Shop });
    const phone = screen.getByLabelText('New mobile number');
    await user.type(phone, '+4915199887766{Enter}');
    const code = await screen.findByLabelText('Code from the text message');
    server.use(
      http.post(`*${ONE_TIME_CODE_PATH}`, () =>
        HttpResponse.json({ values: {}, error: wait }, { status: 429, headers: { 'Retry-After': '900' } }),
      ),
    );
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Use another' }));
    await user.clear(screen.getByLabelText('New mobile number'));
    await user.type(screen.getByLabelText('New mobile number'), '+4915199887700{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByLabelText('New mobile number')).toHaveValue('+4915199887700');
    expect(sandboxCodeFor('+4915199887700')).toBeUndefined();
  });

  it('phone change: a malformed number is refused in the form and tied to the field', async () => {
    const user = userEvent.setup();
    render(<ContactDetailsForm />, { wrapper: Shop });
    const phone = screen.getByLabelText('New mobile number');
    await user.type(phone, 'call me{Enter}');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('digits only'));
  });
});
