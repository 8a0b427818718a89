import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cartWithItems, freshGuestCart, phoneViewports } from './cartStories';
import { CartWidget } from './CartWidget';
import { withFreshCache } from '../../platform/sandbox/shopWrapper';

/** The drawer is portalled out of the canvas: its pictures are awaited here, before the screenshot. */
async function drawerWithLines(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await body.findByRole('dialog', { name: 'Your cart' });
  await within(drawer).findByLabelText('Quantity of Fast Charger');
  await within(drawer).findByText('Applied: WELCOME10');
  // The device's trade-in note is the last answer the drawer waits for; the story ends with nothing in flight.
  await within(drawer).findByText(/Trade-in possible/);
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
  decorators: [withFreshCache],
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
