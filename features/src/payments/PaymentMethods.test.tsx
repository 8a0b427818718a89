import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { clearStoredUser, setMonitoringReporter, setStoredUser } from '../platform';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../backends/commerce/sandbox';
import { resetPaymentsSandbox } from '../backends/payments/sandbox';
import { initialPaymentMethodOf } from './types';
import { createPaymentService } from './api';
import { ChangePaymentMethod } from './widgets/ChangePaymentMethod';
import { PaymentStatus } from './widgets/PaymentStatus';
import { PaymentMethods } from './widgets/PaymentMethods';

const server = sandboxServerForTests();
const Providers = freshSwrWrapper();
const cartMethods = [
  { code: 'banktransfer', title: 'Bank transfer' },
  { code: 'jtipayment', title: 'Card or wallet' },
];

function Host() {
  const [value, setValue] = useState(initialPaymentMethodOf(cartMethods));
  return <PaymentMethods available={cartMethods} value={value} onValueChange={setValue} />;
}

beforeAll(() => {
  setMonitoringReporter({ report: () => undefined });
});
beforeEach(() => {
  resetCommerceSandbox();
  resetPaymentsSandbox();
  clearStoredUser();
});

describe('PaymentMethods', () => {
  it.each([
    [
      'malformed JSON',
      () => new HttpResponse('{"code": "jtipay', { headers: { 'content-type': 'application/json' } }),
    ],
    ['the wrong shape', () => HttpResponse.json({ data: { methods: 'jtipayment' } })],
  ])(
    "payment step faults: the payment-methods list answered with %s shows the step's own message and Try again, never a crash",
    async (_shape, answer) => {
      server.use(http.get('*/sandbox/payments-evo/api/payments/methods', answer));
      const user = userEvent.setup();
      render(<Host />, { wrapper: Providers });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Card or wallet cannot start right now. Choose another way to pay or try again.',
      );
      // The methods stay on offer under the commerce backend's titles.
      expect(screen.getByRole('radio', { name: /^Card or wallet/ })).toBeChecked();
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    },
  );

  it("payment methods: the backend's methods in its order, jtipayment chosen and marked recommended, each described by the payment service", async () => {
    render(<Host />, { wrapper: Providers });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'banktransfer',
      'jtipayment',
    ]);
    expect(screen.getByRole('radio', { name: /^Card or wallet Recommended/ })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /^Card or wallet/ })).toHaveAccessibleName(
        'Card or wallet Recommended Visa, Mastercard, Apple Pay or Google Pay.',
      ),
    );
  });

  it('payment methods: the shopper chooses another method with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Host />, { wrapper: Providers });
    await user.tab();
    expect(screen.getByRole('radio', { name: /^Card or wallet/ })).toHaveFocus();
    // Held down as a person does: Radix checks the method that receives focus while an arrow key is down.
    await user.keyboard('{ArrowUp>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked());
    await user.keyboard('{/ArrowUp}');
    expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toHaveFocus();
  });

  it("payment client: the chosen method's client settings are read with its code and the shop's locale, and test mode is announced", async () => {
    const asked: URL[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (/^\/sandbox\/payments-evo\/api\/payments\/methods\/[^/]+\/client$/.test(url.pathname))
        asked.push(url);
    };
    server.events.on('request:start', record);
    render(<Host />, { wrapper: Providers });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Test mode: Card or wallet is connected to the payment test environment, no money is taken.',
    );
    server.events.removeListener('request:start', record);
    expect(
      // The default (newer) service names the method in the path: GET /api/payments/methods/{code}/client.
      asked.map((url) => [url.pathname.split('/').at(-2), url.searchParams.get('locale')]),
    ).toEqual([['jtipayment', 'en']]);
  });

  it('payment client: a method whose client cannot start says so in words', async () => {
    server.use(
      http.get('*/sandbox/payments-evo/api/payments/methods/:code/client', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    render(<Host />, { wrapper: Providers });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Card or wallet cannot start right now. Choose another way to pay or try again.',
    );
  });
});

describe('ChangePaymentMethod', () => {
  beforeEach(() =>
    setStoredUser({ uuid: 'u-ada', email: 'ada@example.com', magento_token: SANDBOX_CUSTOMER_TOKENS.ada }),
  );

  it("updatePaymentMethod: a refusal's error data is said in words and the choice stays", async () => {
    const user = userEvent.setup();
    render(<ChangePaymentMethod orderNumber="000000001" current="jtipayment" />, { wrapper: Providers });
    await user.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with this method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order is already paid, so its payment method stays as it is.',
    );
    expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
  });

  it('updatePaymentMethod: a pending order is switched to the chosen method, and the shopper reads so', async () => {
    const user = userEvent.setup();
    const changed: string[] = [];
    render(
      <ChangePaymentMethod
        orderNumber="000000003"
        current="jtipayment"
        onChanged={(code) => changed.push(code)}
      />,
      {
        wrapper: Providers,
      },
    );
    await user.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with this method' }));
    await waitFor(() => expect(changed).toEqual(['banktransfer']));
    expect(screen.getByText('You now pay for this order with Bank transfer.')).toBeInTheDocument();
  });
});

describe('PaymentStatus', () => {
  it('payment status: a pending payment is announced with its amount and method', async () => {
    const service = createPaymentService({ baseUrl: 'http://localhost/sandbox/payments', backend: 'legacy' });
    const payment = await service.createPaymentOrder({
      orderId: '000000010',
      paymentMethodCode: 'jtipayment',
      amount: '14.90',
      currency: 'EUR',
    });
    render(<PaymentStatus uuid={payment.uuid} />, { wrapper: Providers });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your payment of €14.90 with Card or wallet is being confirmed. This page updates by itself.',
      ),
    );
  });

  it('payment status: a payment the service cannot read is said in words, the order still placed', async () => {
    render(<PaymentStatus uuid="not-a-payment" />, { wrapper: Providers });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not read the state of your payment. Your order is placed.',
    );
  });
});
