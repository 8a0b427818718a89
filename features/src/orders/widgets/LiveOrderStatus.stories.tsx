import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveOrderStatusView } from './LiveOrderStatus';

/** Each live status the confirmation page shows while a card order moves on: pending -> paid -> processing. */
const meta: Meta<typeof LiveOrderStatusView> = {
  title: 'Features/Orders/Live order status',
  component: LiveOrderStatusView,
  parameters: { screenshot: true },
  args: { showsPayment: true, via: 'socket' },
};
export default meta;

type Story = StoryObj<typeof LiveOrderStatusView>;

/** The server's first render: nothing known yet, and nothing announced. */
export const Checking: Story = {
  args: { via: 'waiting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Checking…')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
export const CheckingDark: Story = { ...Checking, globals: { theme: 'dark' } };

export const Pending: Story = {
  args: { order: 'pending', payment: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for your bank')).toBeVisible();
    await expect(canvas.getByText('Received, waiting for the payment')).toBeVisible();
  },
};
export const PendingDark: Story = { ...Pending, globals: { theme: 'dark' } };

export const Paid: Story = {
  args: { order: 'pending', payment: 'paid', change: { kind: 'payment', status: 'paid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your payment is now: Paid.');
  },
};
export const PaidDark: Story = { ...Paid, globals: { theme: 'dark' } };

export const Processing: Story = {
  args: { order: 'processing', payment: 'paid', change: { kind: 'order', status: 'processing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your order is now: Being prepared.');
  },
};
export const ProcessingDark: Story = { ...Processing, globals: { theme: 'dark' } };

/** Polling while the socket cannot open; a guest without the payment has no status to follow. */
export const NothingToFollow: Story = {
  args: { via: 'polling', showsPayment: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We will e-mail you as it moves on.')).toBeVisible();
  },
};
export const NothingToFollowDark: Story = { ...NothingToFollow, globals: { theme: 'dark' } };
