import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { resetAccountSandbox, SANDBOX_PASSWORD } from '../../backends/account/sandbox';
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

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  render(<SignInForm />, { wrapper: Shop });
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('sign-in: a wrong password is announced, the typed e-mail stays and nobody is stored as signed in', async () => {
    await signInWith('ada@example.com', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not right.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(getStoredUser()).toBeNull();
  });

  it('sign-in: the guest cart moves into the customer cart, nothing lost, and the stored user is set', async () => {
    const guestCart = await createGuestCart(commerce);
    await addSimpleProducts(commerce, guestCart.id, [{ sku: 'CHARGER', quantity: 2 }]);
    storeGuestCartId('default', guestCart.id);

    await signInWith('new@example.com', SANDBOX_PASSWORD);

    await waitFor(() =>
      expect(getStoredUser()).toMatchObject({
        email: 'new@example.com',
        // A fresh commerce token for this sign-in, as Magento issues them.
        magento_token: expect.stringMatching(/^[\w-]{20,}$/),
      }),
    );
    await waitFor(() => expect(readGuestCartId('default')).toBeUndefined());
    const customerCart = await getCustomerCart(commerce);
    expect(customerCart.items?.map((item) => [item?.product.sku, item?.quantity])).toContainEqual([
      'CHARGER',
      2,
    ]);
  });

  it('sign-in: an invalid e-mail is explained next to the field before anything is sent', async () => {
    await signInWith('ada-at-example', 'x');
    expect(await screen.findByText('Enter your e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });
});
