import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createPaymentService } from '../api';
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
