import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, setStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../testing';
import { PrivacyRequestFields } from './PrivacyRequestFields';
import { PrivacyRequestForm } from './PrivacyRequestForm';

const privacyBodies: unknown[] = [];
// Records what reaches the privacy endpoints, then lets the sandbox answer.
const recorder = http.post(/\/(users\/privacy|dsar-request)$/, async ({ request }) => {
  privacyBodies.push(await request.clone().json());
});
const server = sandboxServerForTests(recorder);

describe.each(accountBackends)('PrivacyRequestForm on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Shop = shopWrapper(config);

  beforeEach(() => {
    resetAccountSandbox();
    localStorage.clear();
    privacyBodies.length = 0;
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  it('privacy request: a signed-in shopper starts with their name and e-mail and sends the chosen requests', async () => {
    await signInSeededShopper(config);
    const user = userEvent.setup();
    let sent = false;
    render(<PrivacyRequestForm Fields={PrivacyRequestFields} onSent={() => (sent = true)} />, {
      wrapper: Shop,
    });
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'A copy of the data you hold about me' }));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText(/Your request is sent/)).toBeInTheDocument();
    expect(sent).toBe(true);
    expect(privacyBodies).toEqual([
      expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        request_types: ['access'],
      }),
    ]);
  });

  it('privacy request: a shopper known only once the page runs in the browser finds their details filled in, and what they typed stays', async () => {
    const user = userEvent.setup();
    render(<PrivacyRequestForm Fields={PrivacyRequestFields} />, { wrapper: Shop });
    await user.type(screen.getByLabelText('Last name'), 'Byron');
    act(() =>
      setStoredUser({
        uuid: 'u-ada',
        session_token: 't',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
      }),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Last name')).toHaveValue('Byron');
  });

  it('privacy request: at least one request type is needed, said on the group', async () => {
    const user = userEvent.setup();
    render(<PrivacyRequestForm Fields={PrivacyRequestFields} />, { wrapper: Shop });
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('E-mail address'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one request.');
    expect(screen.getByRole('group', { name: 'What would you like us to do?' })).toHaveAccessibleDescription(
      'Choose at least one request.',
    );
    expect(privacyBodies).toEqual([]);
  });

  it('privacy request: a server error on sending is announced and nothing typed is lost', async () => {
    server.use(
      http.post(/\/(users\/privacy|dsar-request)$/, () =>
        HttpResponse.json({ code: 500, message: 'down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render(<PrivacyRequestForm Fields={PrivacyRequestFields} />, { wrapper: Shop });
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('E-mail address'), 'grace@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Delete data about me' }));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your changes just now');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByRole('checkbox', { name: 'Delete data about me' })).toBeChecked();
  });
});
