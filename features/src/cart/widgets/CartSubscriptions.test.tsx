import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, setStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { createCommerceClient } from '../../backends/commerce';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../../backends/commerce/sandbox';
import { addSimpleProducts, createGuestCart, mergeCarts } from '../api';
import { storeGuestCartId } from '../session';
import { CartPage } from './CartPage';

sandboxServerForTests();
const endpoint = 'http://localhost/sandbox/commerce/graphql';
const guest = (storeView: 'default' | 'trial' = 'default') => createCommerceClient({ endpoint, storeView });

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
});

async function guestCartWith(sku: string, storeView: 'default' | 'trial' = 'default') {
  const cart = await createGuestCart(guest(storeView));
  await addSimpleProducts(guest(storeView), cart.id, [{ sku }]);
  storeGuestCartId(storeView, cart.id);
  return cart.id;
}

describe('subscriptions in the cart', () => {
  it('subscription_format: a subscription line says how it is delivered, and the subscription amount is shown', async () => {
    await guestCartWith('STICKS-SUBSCRIPTION');
    render(<CartPage checkoutHref="/checkout" />, {
      wrapper: shopWrapper(configFromEnv({}, 'http://localhost')),
    });
    const line = (await screen.findByLabelText('Quantity of Monthly Sticks Subscription')).closest('li')!;
    expect(within(line).getByText('Subscription: Ten cartons every month')).toBeInTheDocument();
    expect(screen.getByText('Subscription, per month').nextElementSibling).toHaveTextContent('€55.00');
  });

  it('subscription_format: a line that is no subscription says nothing of one, and no total after trial is shown', async () => {
    await guestCartWith('CHARGER');
    render(<CartPage checkoutHref="/checkout" />, {
      wrapper: shopWrapper(configFromEnv({}, 'http://localhost')),
    });
    const line = (await screen.findByLabelText('Quantity of Fast Charger')).closest('li')!;
    expect(within(line).queryByText(/^Subscription:/)).toBeNull();
    expect(screen.queryByText('Subscription, per month')).toBeNull();
    expect(screen.queryByText('Total after trial')).toBeNull();
  });

  it('total after trial: in the trial store view the cart shows what it costs once the trial ends', async () => {
    await guestCartWith('STICKS-SUBSCRIPTION', 'trial');
    render(<CartPage checkoutHref="/checkout" />, {
      wrapper: shopWrapper(configFromEnv({ STORE_VIEW: 'trial' }, 'http://localhost')),
    });
    const afterTrial = await screen.findByText('Total after trial');
    expect(afterTrial.nextElementSibling?.textContent).toMatch(/€\d/);
  });

  it('ONGOING_SUBSCRIPTION: a subscription the shopper already runs, brought in with a guest cart, is explained on its line', async () => {
    const guestId = await guestCartWith('STICKS-SUBSCRIPTION');
    const ada = createCommerceClient({
      endpoint,
      storeView: 'default',
      getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
    });
    await mergeCarts(ada, guestId);
    setStoredUser({ uuid: 'ada', magento_token: SANDBOX_CUSTOMER_TOKENS.ada });
    render(<CartPage checkoutHref="/checkout" />, {
      wrapper: shopWrapper(configFromEnv({}, 'http://localhost')),
    });
    const line = (await screen.findByLabelText('Quantity of Monthly Sticks Subscription')).closest('li')!;
    expect(within(line).getByRole('alert')).toHaveTextContent(
      'You already have an active subscription for this product.',
    );
  });
});
