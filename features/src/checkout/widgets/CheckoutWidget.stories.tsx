import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createCommerceClient } from '../../backends/commerce';
import { addSimpleProducts, createGuestCart, storeGuestCartId } from '../../cart';
import { clearStoredUser } from '../../platform';
import { CheckoutWidget } from './CheckoutWidget';
import { OrderConfirmation } from './OrderConfirmation';

/** Each story starts from a fresh sandbox guest cart holding a charger, and an empty draft. */
async function guestCartWithCharger() {
  sessionStorage.clear();
  clearStoredUser();
  const client = createCommerceClient({ endpoint: '/sandbox/commerce/graphql', storeView: 'default' });
  const cart = await createGuestCart(client);
  await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER' }]);
  storeGuestCartId('default', cart.id);
  return {};
}

const meta: Meta<typeof CheckoutWidget> = {
  title: 'Features/Checkout/CheckoutWidget',
  component: CheckoutWidget,
  args: {
    onPlaced: fn(),
    ageVerificationWorkflow: { workflowName: 'age-check', workflowDefinitionId: 'sandbox-1' },
  },
  loaders: [guestCartWithCharger],
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof CheckoutWidget>;

export const Contact: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Contact' })).toBeVisible();
  },
};

export const ContactDark: Story = { ...Contact, globals: { theme: 'dark' } };

export const InvalidEmailIsAnnounced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'grace{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidEmailDark: Story = { ...InvalidEmailIsAnnounced, globals: { theme: 'dark' } };

export const ShippingAddressByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Contact' });
    await userEvent.tab();
    await userEvent.keyboard('grace@example.com{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Shipping address' })).toHaveFocus());
    await expect(canvas.getByLabelText('Note for the courier')).toBeVisible();
  },
};

export const ShippingAddressDark: Story = { ...ShippingAddressByKeyboard, globals: { theme: 'dark' } };

export const PickupStoreByKeyboard: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Contact' });
    await userEvent.tab();
    await userEvent.keyboard('grace@example.com{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Shipping address' })).toHaveFocus());
    for (const [label, value] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Street', 'Unter den Linden'],
      ['House number', '5'],
      ['Postcode', '10117'],
      ['City', 'Berlin'],
      ['Phone number', '+4930123456'],
    ] as const)
      await userEvent.type(canvas.getByLabelText(label, { exact: true }), value);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Delivery' })).toHaveFocus());
    // Tab to the chosen delivery method, then arrows to collecting in store, as with any radio group.
    await userEvent.tab();
    // The arrow is held until focus has moved, as a finger holds it: the group checks what focus lands on.
    while (!canvas.getByRole('radio', { name: /Collect in store/ }).matches('[aria-checked="true"]')) {
      const before = document.activeElement;
      await userEvent.keyboard('{ArrowDown>}');
      await waitFor(() => expect(document.activeElement).not.toBe(before));
      await userEvent.keyboard('{/ArrowDown}');
    }
    await userEvent.tab();
    await expect(canvas.getByLabelText('Town or postcode')).toHaveFocus();
    // Enter searches; it does not send the step.
    await userEvent.keyboard('Berlin{Enter}');
    const [store] = await canvas.findAllByRole('radio', { name: /Berlin/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(store).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(/^You collect your order at /)).toBeVisible();
  },
};

export const PickupStoreDark: Story = { ...PickupStoreByKeyboard, globals: { theme: 'dark' } };

export const Confirmation: StoryObj<typeof OrderConfirmation> = {
  render: () => <OrderConfirmation orderNumber="000000010" orderHref="/account/orders/000000010" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your order number is 000000010.')).toBeVisible();
  },
};

export const ConfirmationDark: StoryObj<typeof OrderConfirmation> = {
  ...Confirmation,
  globals: { theme: 'dark' },
};
