import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider, type ToastProps } from './Toast';

function AddToCartDemo(props: Omit<ToastProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider>
      <Button onClick={() => setOpen(true)}>Add to cart</Button>
      <Toast {...props} open={open} onOpenChange={setOpen} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Design system/Primitives/Toast',
  component: Toast,
  args: { title: 'Added to your cart', description: 'Amber Reserve, 1 pack', tone: 'success' },
  render: (args) => <AddToCartDemo {...args} />,
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAndDismisses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const body = within(document.body);
    await expect(await body.findByText('Added to your cart')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('Added to your cart')).toBeNull());
  },
};

export const ClosesByItself: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const body = within(document.body);
    await expect(await body.findByText('Added to your cart')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Added to your cart')).toBeNull());
  },
};

// Photographed open: the toast waits for its dismiss button instead of a timer, so a slow run sees it too.
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Could not add to cart',
    description: 'Please try again.',
    duration: Infinity,
  },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(await within(document.body).findByText('Could not add to cart')).toBeVisible();
  },
};

export const InfoDark: Story = {
  args: { tone: 'info', title: 'Prices updated', duration: Infinity },
  parameters: { screenshot: 'viewport' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(await within(document.body).findByText('Prices updated')).toBeVisible();
  },
};
