import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../testing';
import { PrivacyRequest } from './PrivacyRequest';

const privacyBodies: unknown[] = [];
const recorder = http.post(/\/(users\/privacy|dsar-request)$/, async ({ request }) => {
  privacyBodies.push(await request.clone().json());
  return HttpResponse.json({});
});
sandboxServerForTests(recorder);

describe('PrivacyRequest (the account page first shows the form without its form library)', () => {
  const config = configFromEnv({}, 'http://localhost');
  const Shop = shopWrapper(config);

  beforeEach(() => {
    resetAccountSandbox();
    localStorage.clear();
    privacyBodies.length = 0;
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  it('privacy request: the first HTML is the whole form, posting to its route, with what a posted request came back with', () => {
    render(
      <PrivacyRequest
        posted={{
          values: { firstName: 'Ada', lastName: '', email: 'ada@example.com', requestTypes: ['deletion'] },
          fieldErrors: { lastName: 'Enter your last name.' },
        }}
      />,
      { wrapper: Shop },
    );
    const form = screen.getByRole('form', { name: 'Your data and privacy' });
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Delete data about me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send my request' })).toBeInTheDocument();
  });

  it('privacy request: a keyboard shopper tabbing in keeps their place and what they typed when the full form arrives, and errors are announced', async () => {
    await signInSeededShopper(config);
    const user = userEvent.setup();
    render(<PrivacyRequest />, { wrapper: Shop });
    await user.click(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.keyboard('Byron');
    // The full form validates in the browser: an empty choice is refused in the shop's words, as an alert.
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one request.');
    expect(screen.getByLabelText('Last name')).toHaveValue('Byron');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'A copy of the data you hold about me' }));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText(/Your request is sent/)).toBeInTheDocument();
    expect(privacyBodies).toEqual([
      expect.objectContaining({ last_name: 'Byron', request_types: ['access'] }),
    ]);
  });

  it('privacy request: focus stays in the field the shopper tabbed into while the full form loads', async () => {
    const user = userEvent.setup();
    render(<PrivacyRequest />, { wrapper: Shop });
    const plain = screen.getByLabelText('First name');
    await user.tab();
    await user.keyboard('Ada');
    // The first tab brings in the full form, which takes the plain one's place.
    await waitFor(() => expect(screen.getByLabelText('First name')).not.toBe(plain));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});
