import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import {
  clearStoredUser,
  defaultConfig,
  getStoredUser,
  setStoredUser,
  subscribeToTracking,
  type TrackingEvent,
} from '../../platform';
import { resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from '../../backends/commerce/sandbox';
import { resetOrderCancellationSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';

/** Signed in as the demo customer Ada, on a freshly seeded sandbox; signed out again after the story. */
function signedInAsAda() {
  resetCommerceSandbox();
  setStoredUser({ magento_token: SANDBOX_CUSTOMER_TOKENS.ada, email: 'ada@example.com' });
  return () => clearStoredUser();
}

const meta: Meta = {
  title: 'Features/Orders',
  parameters: { screenshot: true },
  beforeEach: signedInAsAda,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
};
export default meta;

export const List: StoryObj<typeof OrderList> = {
  render: () => <OrderList pageSize={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('link', { name: 'Order 000000004' })).toBeVisible();
  },
};

export const ListDark: StoryObj<typeof OrderList> = { ...List, globals: { theme: 'dark' } };

export const Detail: StoryObj<typeof OrderDetail> = {
  render: () => <OrderDetail orderNumber="000000001" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A DHL parcel links to DHL's tracking page; the progress marks the last step.
    await expect(await canvas.findByRole('link', { name: 'JD014600006281230417' })).toBeVisible();
    await expect(canvas.getByText('Delivered').closest('li')).toHaveAttribute('aria-current', 'step');
    // A complete order cannot be cancelled, so no cancel button is offered.
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const DetailDark: StoryObj<typeof OrderDetail> = { ...Detail, globals: { theme: 'dark' } };

export const DetailOnItsWay: StoryObj<typeof OrderDetail> = {
  render: () => <OrderDetail orderNumber="000000006" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Paid and handed to UPS: the progress stands at "Shipped", the parcel links to UPS's tracking page.
    await expect(await canvas.findByRole('link', { name: '1Z999AA10123456784' })).toBeVisible();
    await expect(canvas.getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

export const CancelAfterConfirming: StoryObj<typeof OrderDetail> = {
  render: () => <OrderDetail orderNumber="000000003" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
    // The confirmation is a dialog, portalled out of the canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order 000000003' }));
    await expect(await canvas.findByText('Your order was cancelled.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(canvas.getByText('Canceled', { exact: false })).toBeVisible());
  },
};

export const OrderAgainIsTracked: StoryObj<typeof OrderDetail> = {
  render: () => <OrderDetail orderNumber="000000002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Order again' }));
      // The page has two live regions now (the live status's announcements too): the notice is the one with the words.
      await expect(await canvas.findByText('The items are back in your cart.')).toHaveAttribute(
        'role',
        'status',
      );
      await expect(
        events.find((event) => event.name === 'tracking:commerce:re_order')?.payload,
      ).toMatchObject({ order_number: '000000002', currency: 'EUR' });
    } finally {
      stop();
    }
  },
};

export const PayPendingOrderAnotherWay: StoryObj<typeof OrderDetail> = {
  render: () => <OrderDetail orderNumber="000000003" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Bank transfer/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with this method' }));
    await expect(await canvas.findByText('You now pay for this order with Bank transfer.')).toHaveAttribute(
      'role',
      'status',
    );
    // The order is read again, so its payment fact follows.
    await waitFor(() => expect(canvas.getByText('Bank transfer', { selector: 'dd' })).toBeVisible());
  },
};

export const PayPendingOrderAnotherWayDark: StoryObj<typeof OrderDetail> = {
  ...PayPendingOrderAnotherWay,
  globals: { theme: 'dark' },
};

/**
 * Signed in at the account service too (its uuid and identity token), as the cancellation request needs, and at the
 * commerce backend as Ada, on freshly seeded sandboxes.
 */
async function signedInWithAccount() {
  resetCommerceSandbox();
  resetOrderCancellationSandbox();
  await signInSeededShopper(defaultConfig);
  const user = getStoredUser();
  if (user) setStoredUser({ ...user, magento_token: SANDBOX_CUSTOMER_TOKENS.ada });
  return () => clearStoredUser();
}

export const RequestCancellationDialog: StoryObj<typeof OrderDetail> = {
  beforeEach: signedInWithAccount,
  parameters: { screenshot: 'viewport' },
  render: () => <OrderDetail orderNumber="000000002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A paid order is not cancelled at once: its cancellation is requested.
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request the cancellation of order 000000002?',
    });
    await expect(dialog).toHaveAccessibleDescription(/customer service stops it/);
  },
};

export const RequestCancellationDialogDark: StoryObj<typeof OrderDetail> = {
  ...RequestCancellationDialog,
  globals: { theme: 'dark' },
};

export const CancellationRequested: StoryObj<typeof OrderDetail> = {
  beforeEach: signedInWithAccount,
  render: () => <OrderDetail orderNumber="000000002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, request cancellation' }));
    await expect(
      await canvas.findByText(/^We have your cancellation request \(reference cancel-000001\)/),
    ).toHaveAttribute('role', 'status');
    // Asked once: the request is not offered again.
    await expect(canvas.queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  },
};

export const CancellationRequestedDark: StoryObj<typeof OrderDetail> = {
  ...CancellationRequested,
  globals: { theme: 'dark' },
};

export const CancellationRequestWithoutUuid: StoryObj<typeof OrderDetail> = {
  render: () => <OrderDetail orderNumber="000000002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, request cancellation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please sign in again to cancel this order.',
    );
  },
};

export const CancellationRequestWithoutUuidDark: StoryObj<typeof OrderDetail> = {
  ...CancellationRequestWithoutUuid,
  globals: { theme: 'dark' },
};
