import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInSeededShopper } from '../../account/testing';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { resetSubscriptionsSandbox } from '../../backends/subscriptions/sandbox';
import { configFromEnv, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { createSubscriptionsApi } from '../api';
import { SubscriptionsWidget } from './SubscriptionsWidget';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
const events: TrackingEvent[] = [];
let stop: () => void = () => undefined;

beforeEach(async () => {
  resetAccountSandbox();
  resetSubscriptionsSandbox();
  localStorage.clear();
  events.length = 0;
  stop = subscribeToTracking((event) => events.push(event));
  await signInSeededShopper(config);
});
afterEach(() => stop());

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name: new RegExp(`^${name}`), level: 3 })).closest('li')!;

async function confirm(user: ReturnType<typeof userEvent.setup>, trigger: string, confirmLabel: string) {
  await user.click(screen.getByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: confirmLabel }));
}

const named = (name: string) => events.filter((event) => event.name === name);

describe('SubscriptionsWidget', () => {
  it('shows what is delivered, how often, the next date, the price in the shop currency and the card', async () => {
    render(<SubscriptionsWidget />, { wrapper: Shop });
    const sticks = within(await cardOf('Monthly sticks'));
    expect(sticks.getByText('Active')).toBeInTheDocument();
    expect(sticks.getByText('2 × Amber Sticks')).toBeInTheDocument();
    expect(sticks.getByText('Every month')).toBeInTheDocument();
    expect(sticks.getByText('15 December 2026')).toBeInTheDocument();
    expect(sticks.getByText('€13.00')).toBeInTheDocument();
    expect(sticks.getByText('Visa ending in 4242, expires 12/2028')).toBeInTheDocument();
    const care = within(await cardOf('Device care'));
    expect(care.getByText('Every 3 months')).toBeInTheDocument();
    expect(care.getByText('None while paused')).toBeInTheDocument();
    expect(care.getByText('1 × Leather Case (Cognac)')).toBeInTheDocument();
  });

  it('a guest is asked to sign in', async () => {
    localStorage.clear();
    render(<SubscriptionsWidget />, { wrapper: Shop });
    expect(await screen.findByRole('link', { name: /Sign in to see and manage/ })).toHaveAttribute(
      'href',
      '/sign-in?next=/account/subscriptions',
    );
  });

  it('tracking: pausing after the confirmation raises subscription_pause; resuming raises subscription_resume', async () => {
    const user = userEvent.setup();
    render(<SubscriptionsWidget />, { wrapper: Shop });
    const sticks = await cardOf('Monthly sticks');
    await confirm(user, 'Pause Monthly sticks', 'Pause subscription');
    expect(
      await within(sticks).findByText('Your subscription Monthly sticks is paused.'),
    ).toBeInTheDocument();
    expect(named('tracking:commerce:subscription_pause')).toEqual([
      {
        name: 'tracking:commerce:subscription_pause',
        payload: {
          subscription_id: 'sub-1001',
          currency: 'EUR',
          items: [{ sku: 'STICKS-AMBER', name: 'Amber Sticks', price: 6.5, quantity: 2 }],
        },
      },
    ]);
    await confirm(user, 'Resume Monthly sticks', 'Resume subscription');
    expect(
      await within(sticks).findByText('Your subscription Monthly sticks is active again.'),
    ).toBeInTheDocument();
    expect(named('tracking:commerce:subscription_resume')).toHaveLength(1);
  });

  it('tracking: cancelling raises subscription_stop; keeping it (the dialog closed) raises nothing and changes nothing', async () => {
    const user = userEvent.setup();
    render(<SubscriptionsWidget />, { wrapper: Shop });
    const care = await cardOf('Device care');
    await confirm(user, 'Cancel Device care', 'Keep subscription');
    expect(events).toEqual([]);
    expect(within(care).getByText('Paused')).toBeInTheDocument();
    await confirm(user, 'Cancel Device care', 'Cancel subscription');
    expect(await within(care).findByText('Cancelled')).toBeInTheDocument();
    expect(named('tracking:commerce:subscription_stop')).toMatchObject([
      { payload: { subscription_id: 'sub-1002' } },
    ]);
    expect(within(care).queryByRole('button')).toBeNull();
  });

  it('tracking: a quantity up raises add_to_subscription with the cartons added; down raises remove_from_subscription', async () => {
    const user = userEvent.setup();
    render(<SubscriptionsWidget />, { wrapper: Shop });
    const sticks = within(await cardOf('Monthly sticks'));
    const quantity = sticks.getByLabelText(/Quantity: Amber Sticks/);
    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');
    expect(await sticks.findByText('Your subscription Monthly sticks is updated.')).toBeInTheDocument();
    expect(sticks.getByText('€32.50')).toBeInTheDocument();
    expect(named('tracking:commerce:add_to_subscription')).toMatchObject([
      { payload: { subscription_id: 'sub-1001', items: [{ sku: 'STICKS-AMBER', quantity: 3 }] } },
    ]);
    await user.clear(quantity);
    await user.type(quantity, '1{Enter}');
    expect(await sticks.findByText('€6.50')).toBeInTheDocument();
    expect(named('tracking:commerce:remove_from_subscription')).toMatchObject([
      { payload: { items: [{ sku: 'STICKS-AMBER', quantity: 4 }] } },
    ]);
  });

  it("a quantity beyond the configuration's limits is refused in the form, tied to the field, and what was typed stays", async () => {
    const user = userEvent.setup();
    render(<SubscriptionsWidget />, { wrapper: Shop });
    const sticks = within(await cardOf('Monthly sticks'));
    const quantity = sticks.getByLabelText(/Quantity: Amber Sticks/);
    await user.clear(quantity);
    await user.type(quantity, '6{Enter}');
    expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining('Choose a quantity between 1 and 5.'),
    );
    expect(quantity).toHaveValue(6);
    expect(events).toEqual([]);
  });

  it("the service's refusal is announced in its words: a subscription cannot be paused twice", async () => {
    const user = userEvent.setup();
    render(<SubscriptionsWidget />, { wrapper: Shop });
    const sticks = await cardOf('Monthly sticks');
    // Paused meanwhile in another tab: this page still offers Pause.
    await screen.findByText('15 December 2026');
    await createSubscriptionsApi(config).act('sub-1001', 'pause');
    await confirm(user, 'Pause Monthly sticks', 'Pause subscription');
    expect(await within(sticks).findByRole('alert')).toHaveTextContent(
      'This subscription is already paused.',
    );
    expect(named('tracking:commerce:subscription_pause')).toEqual([]);
  });
});
