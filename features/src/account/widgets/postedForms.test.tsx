import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addSimpleProducts,
  createGuestCart,
  getCustomerCart,
  readGuestCartId,
  storeGuestCartId,
} from '../../cart';
import { createCommerceClient, readCustomerToken } from '../../backends/commerce';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { configFromEnv, getStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../../backends/account/sandbox';
import { PasswordResetForm } from './PasswordForms';
import { PrivacyRequestFields } from './PrivacyRequestFields';
import { PrivacyRequestForm } from './PrivacyRequestForm';
import { RegistrationForm } from './RegistrationForm';
import { SignInForm } from './SignInForm';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const commerce = createCommerceClient({
  endpoint: config.backends.commerce,
  storeView: config.storeView,
  getCustomerToken: readCustomerToken,
});
const Shop = shopWrapper(config);

beforeEach(() => {
  resetAccountSandbox();
  resetCommerceSandbox();
  localStorage.clear();
});

describe('account forms as their route action answered them', () => {
  it("forms post: a sign-in the route's action completed is stored once the page runs, the guest cart merged, and the shopper taken on", async () => {
    const guestCart = await createGuestCart(commerce);
    await addSimpleProducts(commerce, guestCart.id, [{ sku: 'CHARGER', quantity: 2 }]);
    storeGuestCartId('default', guestCart.id);
    const session = await accountBackendFor(config).signIn({
      email: 'new@example.com',
      password: SANDBOX_PASSWORD,
    });
    const onSignedIn = vi.fn();

    render(
      <SignInForm posted={{ values: { email: 'new@example.com' }, session }} onSignedIn={onSignedIn} />,
      { wrapper: Shop },
    );

    expect(screen.getByRole('status')).toHaveTextContent('You are signed in. Taking you on…');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getStoredUser()).toMatchObject({ email: 'new@example.com', session_token: session.token });
    expect(readGuestCartId('default')).toBeUndefined();
    const customerCart = await getCustomerCart(commerce);
    expect(customerCart.items?.map((item) => [item?.product.sku, item?.quantity])).toContainEqual([
      'CHARGER',
      2,
    ]);
  });

  it("forms post: a refused sign-in shows the shop's words as an alert, keeps the e-mail but not the password, and the hydrated form takes over", async () => {
    const user = userEvent.setup();
    const refused = 'The e-mail address or password is not right. Please check both and try again.';
    render(<SignInForm posted={{ values: { email: 'ada@example.com' }, error: refused }} />, {
      wrapper: Shop,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), SANDBOX_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getStoredUser()).toMatchObject({ email: 'ada@example.com' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forms post: the registration form starts from what was posted, says what is missing, and never holds the password', async () => {
    render(
      <RegistrationForm
        posted={{
          values: {
            email: 'grace@example.com',
            firstName: 'Grace',
            lastName: 'Hopper',
            dateOfBirth: '1986-12-09',
            telephone: '',
          },
          fieldErrors: { 'consents.purpose-gdpr-terms': 'Please accept this to open an account.' },
        }}
      />,
      { wrapper: Shop },
    );
    expect(await screen.findByLabelText('E-mail address')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Date of birth (optional)')).toHaveValue('1986-12-09');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('Please accept this to open an account.')).toBeVisible();
  });

  it('forms post: a password reset link sent by the action is said so, with the e-mail kept', () => {
    render(<PasswordResetForm posted={{ values: { email: 'ada@example.com' }, done: true }} />, {
      wrapper: Shop,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'If this address has an account, a link to reset your password is on its way.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  });

  it('forms post: a new password saved by the action is said so, and a refused one shows why', () => {
    const { unmount } = render(<PasswordResetForm token="t" posted={{ values: {}, done: true }} />, {
      wrapper: Shop,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your new password is saved.');
    unmount();
    render(
      <PasswordResetForm
        token="t"
        posted={{ values: {}, fieldErrors: { confirmation: 'The two passwords are not the same.' } }}
      />,
      {
        wrapper: Shop,
      },
    );
    expect(screen.getByText('The two passwords are not the same.')).toBeVisible();
    expect(screen.getByLabelText('Repeat the new password')).toHaveValue('');
  });

  it('forms post: a privacy request keeps the names and choices posted, and says a request type is needed', () => {
    render(
      <PrivacyRequestForm
        Fields={PrivacyRequestFields}
        posted={{
          values: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            requestTypes: ['access'],
          },
          error: 'We could not save your changes just now. They are still here; please try again.',
        }}
      />,
      { wrapper: Shop },
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: 'A copy of the data you hold about me' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('They are still here; please try again.');
  });
});
