import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { useAddToCart } from '../hooks';
import { CartPage } from './CartPage';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);

const events: TrackingEvent[] = [];
let stopListening: () => void = () => undefined;
beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
  events.length = 0;
  stopListening = subscribeToTracking((event) => events.push(event));
});
afterEach(() => stopListening());

/** The cart page with one button to put a pack of sticks in it, as the product page would. */
function CartWithSticks() {
  const { addToCart } = useAddToCart();
  return (
    <>
      <button onClick={() => void addToCart({ kind: 'simple', sku: 'STICKS-RUBY', quantity: 3 })}>Add</button>
      <CartPage />
    </>
  );
}

async function adaWithSticks() {
  await signInSeededShopper(config);
  const user = userEvent.setup();
  render(<CartWithSticks />, { wrapper: Shop });
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await screen.findByText('Pay with club points');
  return user;
}

const total = () => {
  const totals = document.querySelector('dl')!;
  return within(totals as HTMLElement).getByText('Total').nextElementSibling!.textContent;
};

describe('cart loyalty campaigns', () => {
  it('campaign: an eligible campaign is offered, applied with applyCampaignToCart and shown in the totals with its points and amount', async () => {
    const user = await adaWithSticks();
    const before = total();
    await user.click(screen.getByRole('button', { name: 'Use 400 points for €5.00 off' }));
    expect(await screen.findByText('400 club points used: €5.00 off your order.')).toBeInTheDocument();
    expect(screen.getByText('Club points (400 points)').nextElementSibling).toHaveTextContent('−€5.00');
    expect(total()).not.toBe(before);
  });

  it('campaign: the applied campaign is removed with removeCampaignFromCart and the total is whole again', async () => {
    const user = await adaWithSticks();
    const before = total();
    await user.click(screen.getByRole('button', { name: 'Use 400 points for €5.00 off' }));
    await user.click(await screen.findByRole('button', { name: 'Stop using points' }));
    await screen.findByRole('button', { name: 'Use 400 points for €5.00 off' });
    expect(screen.queryByText(/Club points \(/)).toBeNull();
    expect(total()).toBe(before);
  });

  it('campaign: a failed apply is announced in words and keeps the cart as it was', async () => {
    const user = await adaWithSticks();
    const before = total();
    server.use(
      graphql.mutation('ApplyCampaignToCart', () =>
        HttpResponse.json({ errors: [{ message: 'The campaign is not available for this cart.' }] }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Use 400 points for €5.00 off' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Pay with club points' })).getByRole('alert'),
      ).not.toBeEmptyDOMElement(),
    );
    expect(screen.getByRole('button', { name: 'Use 400 points for €5.00 off' })).toBeInTheDocument();
    expect(total()).toBe(before);
    expect(screen.getByText(/Sticks/)).toBeInTheDocument();
  });

  it('tracking: applying a campaign raises redeem_click on the click and redeem_checkout once it is applied', async () => {
    const user = await adaWithSticks();
    await user.click(screen.getByRole('button', { name: 'Use 400 points for €5.00 off' }));
    await screen.findByText('400 club points used: €5.00 off your order.');
    const reward = { reward_id: 'campaign-autumn-5', reward_name: 'cart campaign', points: 400 };
    expect(events.filter((event) => event.name.startsWith('tracking:activity:redeem'))).toEqual([
      expect.objectContaining({ name: 'tracking:activity:redeem_click', payload: reward }),
      expect.objectContaining({ name: 'tracking:activity:redeem_checkout', payload: reward }),
    ]);
  });

  it('campaign: a guest is offered no campaign (campaigns need a signed-in shopper)', async () => {
    const user = userEvent.setup();
    render(<CartWithSticks />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('button', { name: /Remove/ });
    expect(screen.queryByText('Pay with club points')).toBeNull();
  });
});
