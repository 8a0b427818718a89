import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { setMonitoringReporter, setStoredUser } from '../platform';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../backends/commerce/sandbox';
import {
  addSimpleProducts,
  applyCoupon,
  createGuestCart,
  getCustomerCart,
  readGuestCartId,
  storeGuestCartId,
} from '../cart';
import { CheckoutWidget } from './widgets/CheckoutWidget';
// Transformed ahead, so the form's code the widget loads on the shopper's first focus comes as fast as in a browser.
import './widgets/CheckoutSteps';
import { OrderConfirmation } from './widgets/OrderConfirmation';
import { CHECKOUT_DRAFT_KEY } from './widgets/checkoutDraft';
import { SANDBOX_VERIFICATION_WORKFLOW } from '../backends/account/sandbox';

const server = sandboxServerForTests();
const client = createCommerceClient({
  endpoint: 'http://localhost/sandbox/commerce/graphql',
  storeView: 'default',
});
const Providers = freshSwrWrapper();

beforeAll(() => {
  setMonitoringReporter({ report: () => undefined });
});
beforeEach(async () => {
  resetCommerceSandbox();
  localStorage.clear();
  sessionStorage.clear();
  const cart = await createGuestCart(client);
  await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER' }]);
  storeGuestCartId('default', cart.id);
});

async function renderCheckout(onPlaced?: (orderNumber: string) => void) {
  const view = render(
    <CheckoutWidget
      ageVerificationWorkflow={SANDBOX_VERIFICATION_WORKFLOW}
      {...(onPlaced ? { onPlaced } : {})}
    />,
    { wrapper: Providers },
  );
  await screen.findByRole('heading', { name: 'Contact' });
  return view;
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Street'), 'Unter den Linden');
  await user.type(screen.getByLabelText('House number'), '5');
  await user.type(screen.getByLabelText('Postcode'), '10117');
  await user.type(screen.getByLabelText('City'), 'Berlin');
  await user.type(screen.getByLabelText('Phone number'), '+4930123456');
}

/** A guest gives their e-mail address and arrives at the shipping address step. */
async function reachShipping(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail address'), 'grace@example.com{Enter}');
  await screen.findByRole('heading', { name: 'Shipping address' });
}

/** A guest gives their e-mail address and a shipping address, and arrives at the delivery step. */
async function reachDelivery(user: ReturnType<typeof userEvent.setup>) {
  await reachShipping(user);
  await fillShipping(user);
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { name: 'Delivery' });
}

/** Records the GraphQL operations the checkout sends to the commerce backend until stopped. */
function recordCommerceCalls() {
  const sent: Array<{ operationName?: string; variables?: Record<string, unknown> }> = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !request.url.includes('/commerce/graphql')) return;
    void request
      .clone()
      .json()
      .then((body: (typeof sent)[number]) => sent.push(body));
  };
  server.events.on('request:start', record);
  return {
    sent,
    stop: () => server.events.removeListener('request:start', record),
    variablesOf: (operationName: string) =>
      sent.filter((body) => body.operationName === operationName).map((body) => body.variables ?? {}),
  };
}

describe('CheckoutWidget', () => {
  it('steps: the shopper goes from contact to a placed order by keyboard, focus landing on each step heading', async () => {
    const user = userEvent.setup();
    const placed: string[] = [];
    await renderCheckout((number) => placed.push(number));
    await user.tab();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    await user.keyboard('grace@example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shipping address' })).toHaveFocus());
    await fillShipping(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Delivery' })).toHaveFocus());
    // The cheapest method comes first and is chosen for the shopper.
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    expect(await screen.findByRole('radio', { name: /^Card or wallet/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Review and place order' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placed).toEqual(['000000010']));
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it("summary: every step has the order summary beside it: items, subtotal, a coupon's discount, the delivery once chosen, and the total", async () => {
    const cartId = readGuestCartId('default') ?? '';
    await applyCoupon(client, cartId, 'WELCOME10');
    const user = userEvent.setup();
    await renderCheckout();
    const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
    const amountOf = (term: string) => summary().getByText(term).nextElementSibling?.textContent;
    expect(summary().getByText('1 × Fast Charger')).toBeInTheDocument();
    expect(amountOf('Subtotal')).toMatch(/^€\d+\.\d\d$/);
    expect(amountOf('Discount (WELCOME10)')).toMatch(/^−€\d+\.\d\d$/);
    expect(amountOf('Delivery')).toBe('Chosen in the delivery step');
    const totalBefore = amountOf('Total');

    await reachDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    await waitFor(() => expect(amountOf('Delivery')).not.toBe('Chosen in the delivery step'));
    const money = (text: string | null | undefined) => Number(text?.replace(/[^\d.]/g, ''));
    const delivery = amountOf('Delivery');
    expect(money(amountOf('Total'))).toBeCloseTo(
      money(totalBefore) + (delivery === 'Free' ? 0 : money(delivery)),
      2,
    );
  });

  it('pickup: choosing to collect in store asks for a store, and the chosen store goes to Magento as the pickup location', async () => {
    const calls = recordCommerceCalls();
    const user = userEvent.setup();
    await renderCheckout();
    await reachDelivery(user);

    await user.click(screen.getByRole('radio', { name: /Collect in store/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose the store you collect your order from.')).toBeInTheDocument();
    expect(screen.getByLabelText('Town or postcode')).toHaveFocus();

    // Enter searches; it does not leave the step.
    await user.keyboard('Berlin{Enter}');
    const stores = await screen.findAllByRole('radio', { name: /Berlin/ });
    await user.click(stores[0]!);
    await waitFor(() =>
      expect(screen.queryByText('Choose the store you collect your order from.')).not.toBeInTheDocument(),
    );
    const chosen = stores[0]!.closest('div')?.querySelector('label')?.firstChild?.textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    calls.stop();

    const pickup = calls.variablesOf('SetShippingAddressOnCart').at(-1);
    expect(pickup?.['pickupLocationCode']).toEqual(expect.any(String));
    expect(pickup?.['address']).toMatchObject({
      firstname: 'Grace',
      lastname: 'Hopper',
      city: 'Berlin',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(new RegExp(`^Collect at ${chosen}, `))).toBeInTheDocument();
  });

  it("pickup: home delivery chosen after a store sends the shopper's own address again, without the store's pickup_location_code", async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await reachDelivery(user);
    await user.click(screen.getByRole('radio', { name: /Collect in store/ }));
    await user.type(screen.getByLabelText('Town or postcode'), 'Berlin{Enter}');
    await user.click((await screen.findAllByRole('radio', { name: /Berlin/ }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Delivery' });
    await user.click(screen.getAllByRole('radio')[0]!);
    const calls = recordCommerceCalls();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    calls.stop();
    expect(calls.variablesOf('SetShippingAddressOnCart')).toEqual([
      {
        cartId: expect.any(String),
        pickupLocationCode: null,
        address: expect.objectContaining({
          street: ['Unter den Linden 5'],
          city: 'Berlin',
          postcode: '10117',
        }),
      },
    ]);
  });

  it('pickup: the town searched and the store chosen survive a reload, the store checked in its list again', async () => {
    const user = userEvent.setup();
    const first = await renderCheckout();
    await reachDelivery(user);
    await user.click(screen.getByRole('radio', { name: /Collect in store/ }));
    await user.type(screen.getByLabelText('Town or postcode'), 'Berlin{Enter}');
    const store = (await screen.findAllByRole('radio', { name: /Berlin/ }))[1]!;
    const name = store.closest('div')?.querySelector('label')?.firstChild?.textContent ?? '';
    await user.click(store);
    first.unmount();

    await renderCheckoutAt('Delivery');
    expect(screen.getByLabelText('Town or postcode')).toHaveValue('Berlin');
    expect(await screen.findByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
  });

  it('contact: a signed-in shopper types no e-mail address and reads where the order confirmation goes', async () => {
    const ada = createCommerceClient({
      endpoint: 'http://localhost/sandbox/commerce/graphql',
      storeView: 'default',
      getCustomerToken: () => SANDBOX_CUSTOMER_TOKENS.ada,
    });
    const cart = await getCustomerCart(ada);
    await addSimpleProducts(ada, cart.id, [{ sku: 'CHARGER' }]);
    storeGuestCartId('default', cart.id);
    setStoredUser({
      uuid: 'u-ada',
      email: 'ada@example.com',
      first_name: 'Ada',
      magento_token: SANDBOX_CUSTOMER_TOKENS.ada,
    });
    await renderCheckout();
    expect(
      await screen.findByText(
        'Your order confirmation goes to ada@example.com, the address of your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
  });

  it('errors: an invalid field is aria-invalid, described by its error, announced, and takes focus', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address{Enter}');
    const email = screen.getByLabelText('E-mail address');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address, like name@example.com.');
    expect(email).toHaveFocus();
  });

  it('postcode: the store rules are checked in the form, in words', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await reachShipping(user);
    await fillShipping(user);
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '1011{Enter}');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      '“Postcode” needs at least 5 characters.',
    );
  });

  it('order attributes: each is rendered at its placement; an unknown placement is not rendered', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await reachShipping(user);
    expect(screen.getByLabelText('Note for the courier')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Billing address is the same as the shipping address'));
    const billing = screen.getByRole('group', { name: 'Billing address' });
    expect(billing).toContainElement(screen.getByLabelText('Tax ID (optional)'));
    expect(screen.queryByLabelText('Gift message')).not.toBeInTheDocument();
  });

  it('draft: every typed value survives a failed call and a reload', async () => {
    const user = userEvent.setup();
    const first = await renderCheckout();
    await reachShipping(user);
    await fillShipping(user);
    server.use(http.post('*/sandbox/commerce/graphql', () => HttpResponse.text('boom', { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shop is having trouble right now. Your cart and details are kept; please try again.',
    );
    expect(screen.getByLabelText('Street')).toHaveValue('Unter den Linden');
    first.unmount();
    server.resetHandlers();

    await renderCheckoutAt('Shipping address');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Postcode')).toHaveValue('10117');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Delivery' })).toHaveFocus());
  });

  it('payment: jtipayment is preselected, the method the shopper chooses by keyboard is set on the cart (setPaymentMethodOnCart) and survives a reload', async () => {
    const user = userEvent.setup();
    const first = await renderCheckout();
    await reachDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(await screen.findByRole('radio', { name: /^Card or wallet Recommended/ })).toBeChecked();
    await user.tab();
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    first.unmount();

    await renderCheckoutAt('Payment');
    expect(await screen.findByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    const calls = recordCommerceCalls();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review and place order' });
    calls.stop();
    expect(calls.variablesOf('SetPaymentMethodOnCart')).toEqual([
      { cartId: expect.any(String), code: 'banktransfer' },
    ]);
  });
});

describe('payment faults in the checkout', () => {
  it('payment rule: with the payment service down the payment step says so and does not go on; once it is back the order is placed with its payment', async () => {
    const user = userEvent.setup();
    const placed: string[] = [];
    await renderCheckout((number) => placed.push(number));
    await reachDelivery(user);
    server.use(http.get('*/sandbox/payments-evo/*', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Card or wallet cannot start right now, so your order is not placed yet. Your details are kept: try again, or choose another way to pay.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review and place order' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placed).toEqual(['000000010']));
  });
});

describe('OrderConfirmation', () => {
  it.each([
    [
      { state: 'not-started' } as const,
      'alert',
      'Your order is placed, but its payment could not be started, so nothing has been charged.',
    ],
    [
      { state: 'not-needed' } as const,
      'status',
      'This order needs no online payment, so nothing has been charged.',
    ],
    [undefined, 'status', 'The state of its payment is shown with the order in your account.'],
  ])(
    'payment rule: the confirmation always says what happened to the payment (%o)',
    async (payment, role, words) => {
      render(<OrderConfirmation orderNumber="000000010" payment={payment} />, { wrapper: Providers });
      expect(screen.getByRole(role as 'alert' | 'status')).toHaveTextContent(words);
    },
  );
});

async function renderCheckoutAt(heading: string) {
  render(<CheckoutWidget ageVerificationWorkflow={SANDBOX_VERIFICATION_WORKFLOW} />, { wrapper: Providers });
  await screen.findByRole('heading', { name: heading });
}
