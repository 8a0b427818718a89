import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addSimpleProducts,
  createGuestCart,
  getCustomerCart,
  readGuestCartId,
  storeGuestCartId,
} from '../cart';
import { createCommerceClient, readCustomerToken } from '../backends/commerce';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import { configFromEnv, getStoredUser } from '../platform';
import { shopWrapper } from '../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { useRegister } from './signInHooks';
import { resetAccountSandbox } from '../backends/account/sandbox';
import type { Registration } from './types';

sandboxServerForTests();

describe.each(accountBackends)('a new shopper keeps their guest cart on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const commerce = createCommerceClient({
    endpoint: config.backends.commerce,
    storeView: config.storeView,
    getCustomerToken: readCustomerToken,
  });
  const Shop = shopWrapper(config);
  const registration: Registration = {
    email: 'grace@example.com',
    password: 'Cobol!1959',
    firstName: 'Grace',
    lastName: 'Hopper',
    dateOfBirth: '1990-12-09',
    telephone: '',
    consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: false }],
    customAttributes: {},
  };

  beforeEach(() => {
    resetAccountSandbox();
    resetCommerceSandbox();
    localStorage.clear();
  });

  it('cart merge: a shopper who registers is signed in with every item of their guest cart, and is told nothing was left behind', async () => {
    const guestCart = await createGuestCart(commerce);
    await addSimpleProducts(commerce, guestCart.id, [
      { sku: 'CHARGER', quantity: 2 },
      { sku: 'STICKS-AMBER', quantity: 3 },
    ]);
    storeGuestCartId('default', guestCart.id);

    const { result } = renderHook(() => useRegister(), { wrapper: Shop });
    let signedIn: Awaited<ReturnType<typeof result.current.run>>;
    await act(async () => {
      signedIn = await result.current.run(registration);
    });

    expect(result.current.error).toBeUndefined();
    expect(signedIn).toMatchObject({ cartMessages: [] });
    expect(getStoredUser()).toMatchObject({ email: 'grace@example.com' });
    expect(readGuestCartId('default')).toBeUndefined();
    const customerCart = await getCustomerCart(commerce);
    expect(customerCart.items?.map((item) => [item?.product.sku, item?.quantity])).toEqual([
      ['CHARGER', 2],
      ['STICKS-AMBER', 3],
    ]);
  });

  it('cart merge: the new customer is the one the shop knows, so their cart is their own and empty without a guest cart', async () => {
    const { result } = renderHook(() => useRegister(), { wrapper: Shop });
    await act(async () => {
      await result.current.run(registration);
    });

    const customerCart = await getCustomerCart(commerce);
    expect(customerCart.items).toEqual([]);
    expect(customerCart.email).toBe('grace@example.com');
  });
});
