import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearStoredUser, configFromEnv } from '../../platform';
import { signInSeededShopper } from '../../account/testing';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetLoyaltySandbox } from '../../backends/loyalty/sandbox';
import { LoyaltyWidget } from './LoyaltyWidget';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const requestedPaths: string[] = [];
/** Numbers as English pages write them, in the German market too (1,240, not CLDR's en-DE 1.240). */
const number = (value: number) => value.toLocaleString('en-US');

const Shop = shopWrapper(config);

const signInAda = () => signInSeededShopper(config, 'ada@example.com');

beforeAll(() => {
  server.events.on('request:start', ({ request }) => requestedPaths.push(new URL(request.url).pathname));
});
beforeEach(() => {
  resetLoyaltySandbox();
  localStorage.clear();
  requestedPaths.length = 0;
});
afterEach(() => {
  clearStoredUser();
});

describe('LoyaltyWidget', () => {
  it('loyalty: a guest sees the tiers and prizes and a sign-in prompt, and no consumer data is asked for', async () => {
    render(<LoyaltyWidget signInHref="/sign-in" />, { wrapper: Shop });
    expect(
      await screen.findByRole('link', { name: 'Sign in to see your points and redeem rewards' }),
    ).toHaveAttribute('href', '/sign-in');
    expect(await screen.findByText('Bronze')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Leather travel case' })).toBeInTheDocument();
    expect(requestedPaths.some((path) => path.includes('/consumers/'))).toBe(false);
  });

  it('loyalty: when the programme is not active the widget says it is unavailable', async () => {
    server.use(
      http.get('*/sandbox/loyalty-evo/configuration', () =>
        HttpResponse.json({ code: 200, message: 'OK', data: { is_active: false } }),
      ),
    );
    render(<LoyaltyWidget />, { wrapper: Shop });
    expect(await screen.findByText('The loyalty programme is not available right now.')).toBeInTheDocument();
  });

  it.each([
    ['down', () => HttpResponse.error()],
    ['answering 500', () => HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 })],
    [
      'answering 401',
      () => HttpResponse.json({ code: 401, message: 'Unauthorized', data: null }, { status: 401 }),
    ],
    [
      'answering malformed JSON',
      () => new HttpResponse('{"data": {"is_act', { headers: { 'content-type': 'application/json' } }),
    ],
  ])(
    'loyalty outage: with the programme %s the shopper hears an alert that the points cannot be shown right now, and Try again asks again',
    async (_fault, answer) => {
      await signInAda();
      server.use(http.get('*/sandbox/loyalty-evo/configuration', answer, { once: true }));
      render(<LoyaltyWidget />, { wrapper: Shop });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Your points and rewards cannot be shown right now. Please try again in a moment.',
      );
      expect(screen.queryByText('The loyalty programme is not available right now.')).toBeNull();
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(`${number(1240)} points`)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it("loyalty: without a configured tenant the widget shows 'Missing required configuration'", async () => {
    await signInAda();
    render(<LoyaltyWidget />, { wrapper: shopWrapper({ ...config, tenantToken: '' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing required configuration');
    expect(requestedPaths.some((path) => path.includes('/consumers/') || path.endsWith('/rewards'))).toBe(
      false,
    );
  });

  it('loyalty: a failed points read shows zero points rather than an error', async () => {
    await signInAda();
    server.use(
      http.get('*/sandbox/loyalty-evo/consumers/:uuid', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    render(<LoyaltyWidget />, { wrapper: Shop });
    expect(await screen.findByText('0 points')).toBeInTheDocument();
    expect(screen.getByText('None of your points expire soon.')).toBeInTheDocument();
  });

  it('loyalty: a prize the shopper cannot afford cannot be redeemed and says how many points are missing', async () => {
    await signInAda();
    const user = userEvent.setup();
    render(<LoyaltyWidget />, { wrapper: Shop });
    const redeem = await screen.findByRole('button', { name: 'Redeem Weekend in the mountains' });
    expect(redeem).toHaveAccessibleDescription(`${number(3760)} more points needed`);
    await user.click(redeem);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loyalty: a failed redemption is told in the dialog and uses no points', async () => {
    await signInAda();
    const user = userEvent.setup();
    server.use(
      http.post('*/sandbox/loyalty-evo/consumers/:uuid/reward', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    render(<LoyaltyWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Redeem €10 shop voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem €10 shop voucher?' });
    await user.click(within(dialog).getByRole('button', { name: `Yes, redeem for ${number(500)} points` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The reward could not be redeemed. Your points have not been used; please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.getByText(`${number(1240)} points`)).toBeInTheDocument();
  });

  /** Ada presses Redeem on the travel case, a delivered reward: the dialog asks where it goes. */
  async function openTravelCaseAddressStep() {
    await signInAda();
    const user = userEvent.setup();
    render(<LoyaltyWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Redeem Leather travel case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where should we send Leather travel case?' });
    return { user, dialog };
  }

  it(
    'delivered reward: asks where it goes (the default delivery address chosen), confirms reward, points and address, and says it again once redeemed',
    { timeout: 20_000 },
    async () => {
      const { user, dialog } = await openTravelCaseAddressStep();
      expect(
        await within(dialog).findByRole('radio', {
          name: 'Ada Lovelace, Unter den Linden 77, 10117 Berlin, DE',
        }),
      ).toBeChecked();
      expect(requestedPaths.some((path) => path.endsWith('/reward'))).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      const confirm = await screen.findByRole('dialog', { name: 'Redeem Leather travel case?' });
      expect(confirm).toHaveTextContent(
        `This uses ${number(1100)} points. You will have ${number(140)} points left.`,
      );
      expect(confirm).toHaveTextContent('We will send it to:Ada LovelaceUnter den Linden 7710117 Berlin, DE');
      expect(requestedPaths.some((path) => path.endsWith('/reward'))).toBe(false);
      await user.click(
        within(confirm).getByRole('button', { name: `Yes, redeem for ${number(1100)} points` }),
      );
      const done = await within(confirm).findByRole('status', {}, { timeout: 5_000 });
      expect(done).toHaveTextContent('Leather travel case is yours.');
      expect(done).toHaveTextContent('We are sending it to:Ada LovelaceUnter den Linden 7710117 Berlin, DE');
      expect(done).toHaveTextContent(`You have ${number(140)} points left.`);
    },
  );

  it(
    'delivered reward: a new address is checked by the address book rules before it is used',
    { timeout: 20_000 },
    async () => {
      const { user, dialog } = await openTravelCaseAddressStep();
      await user.click(await within(dialog).findByRole('radio', { name: 'A new address' }));
      await user.type(within(dialog).getByLabelText('First name'), 'Ada');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByText('Please fill in “Last name”.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('First name')).toHaveValue('Ada');
      await user.type(within(dialog).getByLabelText('Last name'), 'Byron');
      await user.type(within(dialog).getByLabelText('Street'), 'Hauptstraße');
      await user.type(within(dialog).getByLabelText('House number'), '3');
      await user.type(within(dialog).getByLabelText('Postcode'), '80331');
      await user.type(within(dialog).getByLabelText('Town or city'), 'München');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      const confirm = await screen.findByRole('dialog', { name: 'Redeem Leather travel case?' });
      expect(confirm).toHaveTextContent('Ada ByronHauptstraße 380331 München, DE');
      expect(requestedPaths.some((path) => path.endsWith('/reward'))).toBe(false);
    },
  );

  it("loyalty: 'Not now' closes the confirmation without redeeming", async () => {
    await signInAda();
    const user = userEvent.setup();
    render(<LoyaltyWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Redeem €10 shop voucher' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestedPaths.some((path) => path.endsWith('/reward'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Redeem €10 shop voucher' })).toHaveFocus();
  });
});
