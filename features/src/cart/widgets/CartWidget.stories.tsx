import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createCommerceClient } from '../../commerce';
import { addConfigurableProduct, addSimpleProducts, applyCoupon, createGuestCart } from '../api';
import { CART_ID_KEY } from '../session';
import { CartWidget } from './CartWidget';

/** Each story starts from the sandbox's own fresh guest cart; a story with items fills one in its own loader. */
function freshGuestCart() {
  localStorage.removeItem(CART_ID_KEY);
  return {};
}

/** A device, two chargers (enough for the free gift offer) and the welcome code: every part of the drawer shows. */
async function cartWithItems() {
  const client = createCommerceClient({ endpoint: '/sandbox/commerce/graphql', storeView: 'default' });
  const cart = await createGuestCart(client);
  await addConfigurableProduct(client, cart.id, { sku: 'AURORA-BLUE', parentSku: 'AURORA' });
  await addSimpleProducts(client, cart.id, [{ sku: 'CHARGER', quantity: 2 }]);
  await applyCoupon(client, cart.id, 'WELCOME10');
  localStorage.setItem(CART_ID_KEY, cart.id);
  return {};
}

/**
 * The drawer is min(28rem, 100vw) wide: at the phone width (mobile1's 320 px) it covers the whole screen. Tall
 * enough that the screenshot shows every part of the drawer without scrolling it.
 */
const phoneViewports = {
  options: {
    phoneTall: { name: 'Phone (mobile1 width), tall', styles: { width: '320px', height: '960px' } },
  },
};

/** The drawer is portalled out of the canvas: its pictures are awaited here, before the screenshot. */
async function drawerWithLines(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await body.findByRole('dialog', { name: 'Your cart' });
  await within(drawer).findByLabelText('Quantity of Fast Charger');
  await within(drawer).findByText('Applied: WELCOME10');
  await Promise.all(
    [...drawer.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)),
  );
  return drawer;
}

const meta: Meta<typeof CartWidget> = {
  title: 'Features/Cart/CartWidget',
  parameters: { screenshot: true },
  component: CartWidget,
  loaders: [freshGuestCart],
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof CartWidget>;

export const Closed: Story = {};

export const EmptyDrawer: Story = {
  // The drawer is portalled out of the canvas.
  parameters: { screenshot: 'viewport' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Your cart is empty.')).toBeVisible();
  },
};

export const OpensByKeyboard: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cart 0 items' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your cart' }),
    ).toBeVisible();
  },
};

export const WithItems: Story = {
  parameters: { screenshot: 'viewport' },
  loaders: [cartWithItems],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = within(await drawerWithLines(canvasElement));
    await expect(drawer.getByRole('button', { name: 'One more Aurora Device' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Remove Fast Charger' })).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
    // The page behind the open drawer is hidden from assistive technology, the trigger with it.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cart 3 items', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { ...WithItems, globals: { theme: 'dark' } };

export const Phone: Story = {
  ...WithItems,
  parameters: { screenshot: 'viewport', viewport: phoneViewports },
  globals: { viewport: { value: 'phoneTall', isRotated: false } },
};
