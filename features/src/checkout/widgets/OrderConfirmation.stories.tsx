import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createPaymentService } from '../../payments';
import { CARD_PAYMENT_SETTLES_MS } from '../../backends/payments/sandbox';
import { OrderConfirmation } from './OrderConfirmation';

/** A card payment opened in the sandbox for order 000000010 and settled by its bank, as after a checkout. */
async function paidByCard() {
  const service = createPaymentService({ baseUrl: `${location.origin}/sandbox/payments`, backend: 'legacy' });
  const payment = await service.createPaymentOrder({
    orderId: '000000010',
    paymentMethodCode: 'jtipayment',
    amount: '14.90',
    currency: 'EUR',
  });
  await new Promise((resolve) => setTimeout(resolve, CARD_PAYMENT_SETTLES_MS + 100));
  return { uuid: payment.uuid };
}

const meta: Meta<typeof OrderConfirmation> = {
  title: 'Features/Checkout/OrderConfirmation',
  component: OrderConfirmation,
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

type Story = StoryObj<typeof OrderConfirmation>;

/** The payment order result drives the page: the method's icon beside its title, then the payment's status. */
export const PaidByCard: Story = {
  loaders: [paidByCard],
  render: (_args, { loaded }) => (
    <OrderConfirmation
      orderNumber="000000010"
      orderHref="/account/orders/000000010"
      payment={{ state: 'started', uuid: (loaded as { uuid: string }).uuid }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByText('Card or wallet');
    const icon = title.querySelector('img');
    await expect(icon).toHaveAttribute('alt', '');
    // The screenshot is taken once the icon has loaded from the sandbox.
    await waitFor(() => expect(icon?.complete && icon.naturalWidth > 0).toBe(true));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Paid: €14.90 with Card or wallet. Thank you.',
    );
  },
};

export const PaidByCardDark: Story = { ...PaidByCard, globals: { theme: 'dark' } };
