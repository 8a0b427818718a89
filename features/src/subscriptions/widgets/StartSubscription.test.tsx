import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '../../cart';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../../backends/commerce/sandbox';
import { configFromEnv, setStoredUser, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { StartSubscription } from './StartSubscription';

sandboxServerForTests();
const Shop = shopWrapper(configFromEnv({}, 'http://localhost'));
const events: TrackingEvent[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
  events.length = 0;
  stop = subscribeToTracking((event) => events.push(event));
});
afterEach(() => stop());

/** The cart as the page's other widgets see it: its subscription lines. */
function SubscriptionLines() {
  const { cart } = useCart();
  return (
    <ul aria-label="Subscription lines">
      {cart?.lines
        .filter((line) => line.isSubscription)
        .map((line) => (
          <li key={line.uid}>{`${line.name}: ${line.subscriptionFormat}`}</li>
        ))}
    </ul>
  );
}

describe('StartSubscription (the subscription block)', () => {
  it('starts a subscription from a product: it goes into the cart as a subscription line, with its format', async () => {
    const user = userEvent.setup();
    render(
      <>
        <StartSubscription sku="STICKS-SUBSCRIPTION" />
        <SubscriptionLines />
      </>,
      { wrapper: Shop },
    );
    expect(await screen.findByRole('heading', { name: 'Monthly Sticks Subscription' })).toBeInTheDocument();
    expect(screen.getByText('€55.00 per delivery')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Monthly Sticks Subscription is in your cart as a subscription.',
    );
    expect(
      await screen.findByText('Monthly Sticks Subscription: Ten cartons every month'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });

  it('tracking: starting a subscription from the block raises add_to_subscription with the product, once the cart took it', async () => {
    const user = userEvent.setup();
    render(<StartSubscription sku="STICKS-SUBSCRIPTION" />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('link', { name: 'Go to cart' });
    expect(events.filter((event) => event.name === 'tracking:commerce:add_to_subscription')).toEqual([
      {
        name: 'tracking:commerce:add_to_subscription',
        payload: {
          currency: 'EUR',
          items: [
            { sku: 'STICKS-SUBSCRIPTION', name: 'Monthly Sticks Subscription', price: 55, quantity: 1 },
          ],
        },
      },
    ]);
    // The cart changed too, so its own event comes first.
    expect(events.map((event) => event.name)).toEqual([
      'tracking:commerce:add_to_cart',
      'tracking:commerce:add_to_subscription',
    ]);
  });

  it('product exists in subscription (code 4): a shopper who already subscribes is told so in words', async () => {
    setStoredUser({ uuid: 'ada', magento_token: SANDBOX_CUSTOMER_TOKENS.ada });
    const user = userEvent.setup();
    render(<StartSubscription sku="STICKS-SUBSCRIPTION" />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This product is already part of your subscription.',
    );
    expect(events).toEqual([]);
  });

  it('a product that is no subscription is not offered as one', async () => {
    const { container } = render(<StartSubscription sku="CHARGER" />, { wrapper: Shop });
    await screen.findByRole('status');
    await expect(screen.findByRole('button', { name: 'Subscribe' }, { timeout: 1500 })).rejects.toThrow();
    expect(container).toBeEmptyDOMElement();
  });
});
