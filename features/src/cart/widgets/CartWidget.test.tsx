import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, subscribeToTracking, toDataLayer, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { createCommerceClient } from '../../backends/commerce';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { addSimpleProducts, createGuestCart } from '../api';
import { cartMessages } from '../messages';
import { storeGuestCartId } from '../session';
import { CartPage } from './CartPage';
import { CartWidget } from './CartWidget';

sandboxServerForTests();
const Shop = shopWrapper(configFromEnv({}, 'http://localhost'));
const client = createCommerceClient({
  endpoint: 'http://localhost/sandbox/commerce/graphql',
  storeView: 'default',
});

const events: TrackingEvent[] = [];
let stopListening: () => void = () => undefined;
const named = (name: TrackingEvent['name']) => events.filter((event) => event.name === name);

/** A guest whose cart holds two chargers. */
async function guestWithChargers() {
  const cart = await createGuestCart(client);
  await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER', quantity: 2 }]);
  storeGuestCartId('default', cart.id);
}

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
  events.length = 0;
  stopListening = subscribeToTracking((event) => events.push(event));
});
afterEach(() => stopListening());

describe('CartWidget tracking', () => {
  it('tracking: view_cart is raised once when the shopper opens the cart, with its items and value', async () => {
    await guestWithChargers();
    const user = userEvent.setup();
    const view = render(<CartWidget />, { wrapper: Shop });
    const trigger = await screen.findByRole('button', { name: /^Cart 2/ });
    expect(named('tracking:commerce:view_cart')).toEqual([]);
    await user.click(trigger);
    await waitFor(() => expect(named('tracking:commerce:view_cart')).toHaveLength(1));
    const [viewCart] = named('tracking:commerce:view_cart');
    expect(viewCart?.payload).toEqual({
      currency: 'EUR',
      items: [{ sku: 'CHARGER', name: 'Fast Charger', price: 14.9, quantity: 2 }],
    });
    expect(viewCart && toDataLayer(viewCart).messages[1]).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'EUR',
        value: 29.8,
        items: [{ item_id: 'CHARGER', item_name: 'Fast Charger', price: 14.9, quantity: 2 }],
      },
    });
    // Re-renders and a changed cart while it stays open are the same view.
    view.rerender(<CartWidget />);
    await user.click(screen.getByRole('button', { name: 'One more Fast Charger' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity of Fast Charger')).toHaveTextContent('3'));
    expect(named('tracking:commerce:view_cart')).toHaveLength(1);
  });

  it('tracking: view_cart is raised again each time the shopper opens the cart anew', async () => {
    await guestWithChargers();
    const user = userEvent.setup();
    render(<CartWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: /^Cart 2/ }));
    await waitFor(() => expect(named('tracking:commerce:view_cart')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: /^Cart 2/ }));
    await waitFor(() => expect(named('tracking:commerce:view_cart')).toHaveLength(2));
  });

  it('tracking: the cart page raises view_cart once, when the cart it shows has loaded', async () => {
    await guestWithChargers();
    render(<CartPage />, { wrapper: Shop });
    await screen.findByLabelText('Quantity of Fast Charger');
    await waitFor(() => expect(named('tracking:commerce:view_cart')).toHaveLength(1));
    expect(named('tracking:commerce:view_cart')[0]?.payload).toMatchObject({
      items: [{ sku: 'CHARGER', quantity: 2 }],
    });
  });

  it("tracking: an empty cart raises no view_cart (GA4's view_cart needs items)", async () => {
    render(<CartWidget defaultOpen />, { wrapper: Shop });
    await screen.findByText('Your cart is empty.');
    expect(named('tracking:commerce:view_cart')).toEqual([]);
  });

  it("tracking: the cart's quantity stepper raises increase_carton and decrease_carton, its remove button remove_from_cart", async () => {
    await guestWithChargers();
    const user = userEvent.setup();
    render(<CartWidget defaultOpen />, { wrapper: Shop });
    const quantity = await screen.findByLabelText('Quantity of Fast Charger');
    await user.click(screen.getByRole('button', { name: 'One more Fast Charger' }));
    await waitFor(() => expect(quantity).toHaveTextContent('3'));
    await user.click(screen.getByRole('button', { name: 'One less Fast Charger' }));
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Remove Fast Charger' }));
    await screen.findByText('Your cart is empty.');
    const charger = { sku: 'CHARGER', name: 'Fast Charger', price: 14.9 };
    expect(events.filter((event) => event.name !== 'tracking:commerce:view_cart')).toEqual([
      {
        name: 'tracking:commerce:increase_carton',
        payload: { currency: 'EUR', items: [{ ...charger, quantity: 1 }] },
      },
      {
        name: 'tracking:commerce:decrease_carton',
        payload: { currency: 'EUR', items: [{ ...charger, quantity: 1 }] },
      },
      {
        name: 'tracking:commerce:remove_from_cart',
        payload: { currency: 'EUR', items: [{ ...charger, quantity: 2 }] },
      },
    ]);
  });
});

describe('CartWidget line problems', () => {
  it('errors: a line the shop flags (cartons above the limit) says why inside that line, as an alert', async () => {
    const cart = await createGuestCart(client);
    await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-AMBER', quantity: 11 }]);
    storeGuestCartId('default', cart.id);
    const user = userEvent.setup();
    render(<CartWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: /^Cart 11/ }));
    const line = (await screen.findByRole('button', { name: 'Remove Amber Sticks' })).closest('li')!;
    expect(within(line).getByRole('alert')).toHaveTextContent(cartMessages['cart.error.CARTONS_LIMIT']);
  });
});
