import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createPaymentService } from '../api';
import { CARD_PAYMENT_SETTLES_MS, SANDBOX_DECLINED_FROM } from '../../backends/payments/sandbox';
import { PaymentStatus } from './PaymentStatus';

/** A payment opened in the sandbox for order 000000010, as the checkout opens one after placing the order. */
async function openedPayment() {
  const service = createPaymentService({ baseUrl: `${location.origin}/sandbox/payments`, backend: 'legacy' });
  const payment = await service.createPaymentOrder({
    orderId: '000000010',
    paymentMethodCode: 'jtipayment',
    amount: '14.90',
    currency: 'EUR',
  });
  return { uuid: payment.uuid };
}

const meta: Meta<typeof PaymentStatus> = {
  title: 'Features/Payments/PaymentStatus',
  component: PaymentStatus,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
  parameters: { screenshot: true },
};
export default meta;

type Story = StoryObj<typeof PaymentStatus>;

export const PendingIsAnnounced: Story = {
  loaders: [openedPayment],
  render: (_args, { loaded }) => <PaymentStatus uuid={(loaded as { uuid: string }).uuid} />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        'Your payment of €14.90 with Card or wallet is being confirmed. This page updates by itself.',
      ),
    );
  },
};

export const PendingIsAnnouncedDark: Story = { ...PendingIsAnnounced, globals: { theme: 'dark' } };

export const UnknownPayment: Story = {
  args: { uuid: 'not-a-payment' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not read the state of your payment. Your order is placed.',
    );
  },
};

export const UnknownPaymentDark: Story = { ...UnknownPayment, globals: { theme: 'dark' } };

/** A card payment over the sandbox bank's limit, on the newer service, once the bank has declined it. */
async function declinedPayment() {
  const service = createPaymentService({
    baseUrl: `${location.origin}/sandbox/payments-evo`,
    backend: 'newer',
  });
  const payment = await service.createPaymentOrder({
    orderId: '000000003',
    paymentMethodCode: 'jtipayment',
    amount: SANDBOX_DECLINED_FROM.toFixed(2),
    currency: 'EUR',
  });
  await new Promise((resolve) => setTimeout(resolve, CARD_PAYMENT_SETTLES_MS + 100));
  return { uuid: payment.uuid };
}

export const PaymentFailed: Story = {
  loaders: [declinedPayment],
  render: (_args, { loaded }) => <PaymentStatus uuid={(loaded as { uuid: string }).uuid} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your payment of €1,000.00 with Card or wallet was declined and nothing was charged. Please choose another way to pay.',
    );
    // Another way to pay for the same order (updatePaymentMethod) is offered right there.
    await expect(await canvas.findByRole('radio', { name: /^Bank transfer/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay with this method' })).toBeEnabled();
  },
};

export const PaymentFailedDark: Story = { ...PaymentFailed, globals: { theme: 'dark' } };
