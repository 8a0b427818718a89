import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, getStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../testing';
import { signInAgainInAnotherTab } from '../testing';
import { AddressBook } from './AddressBook';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
beforeEach(async () => {
  resetAccountSandbox();
  localStorage.clear();
  await signInSeededShopper(config);
});
afterEach(() => {
  server.events.removeAllListeners();
});

async function addAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add an address' }));
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Street'), 'Kastanienallee');
  await user.type(screen.getByLabelText('House number'), '12');
  await user.type(screen.getByLabelText('Postcode'), '10435');
  await user.type(screen.getByLabelText('Town or city'), 'Berlin');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
}

describe('AddressBook', () => {
  it('addresses: a new address is added, made the delivery default (taking it from the other), then deleted', async () => {
    const user = userEvent.setup();
    render(<AddressBook />, { wrapper: Shop });
    await addAddress(user);
    await user.click(await screen.findByRole('button', { name: 'Use Kastanienallee 12 for delivery' }));
    const cards = await screen.findAllByRole('listitem');
    await within(cards[1]!).findByText('Default shipping');
    expect(within(cards[0]!).queryByText('Default shipping')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Kastanienallee 12' }));
    await waitFor(() => expect(screen.queryByText(/Kastanienallee/)).toBeNull());
  });

  it('bad input: a failed save is announced and the form keeps what was typed', async () => {
    server.use(
      http.post('*/sandbox/account-evo/users/:uuid/addresses', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render(<AddressBook />, { wrapper: Shop });
    await addAddress(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your changes just now.');
    expect(screen.getByLabelText('Street')).toHaveValue('Kastanienallee');
  });

  it('bad input: after a session expired mid-journey the shopper signs in again elsewhere; the open form keeps what was typed and saves', async () => {
    const user = userEvent.setup();
    render(<AddressBook />, { wrapper: Shop });
    await screen.findByRole('button', { name: 'Add an address' });
    await accountBackendFor(config).signOut({ token: getStoredUser()!.session_token });
    await addAddress(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');

    await signInAgainInAnotherTab(server, config);

    expect(await screen.findByLabelText('Street')).toHaveValue('Kastanienallee');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/Kastanienallee 12/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
  });

  it('addresses: missing fields are explained next to them before anything is sent', async () => {
    const user = userEvent.setup();
    render(<AddressBook />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please fill in “Street”.')).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveAttribute('aria-invalid', 'true');
  });
});
