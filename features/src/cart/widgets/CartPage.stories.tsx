import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cartWithItems, freshGuestCart, phoneViewports, signedInCartForPoints } from './cartStories';
import { CartPage } from './CartPage';
import { withFreshCache } from '../../platform/sandbox/shopWrapper';

/** The page's pictures are awaited before the screenshot. */
async function cartOnPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByLabelText('Quantity of Fast Charger');
  await canvas.findByText('Applied: WELCOME10');
  // The device's trade-in note is the last answer the page waits for; the story ends with nothing in flight.
  await canvas.findByText(/Trade-in possible/);
  await Promise.all(
    [...canvasElement.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)),
  );
  return canvas;
}

const meta: Meta<typeof CartPage> = {
  title: 'Features/Cart/CartPage',
  parameters: { screenshot: true },
  component: CartPage,
  loaders: [freshGuestCart],
  decorators: [withFreshCache],
};
export default meta;

type Story = StoryObj<typeof CartPage>;

/** Lines, free gift, promo code, totals and checkout on the page itself: no dialog, nothing to open. */
export const WithItems: Story = {
  loaders: [cartWithItems],
  play: async ({ canvasElement }) => {
    const canvas = await cartOnPage(canvasElement);
    await expect(canvas.getByRole('button', { name: 'One more Aurora Device' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    await expect(canvas.getByText('Total')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Dark: Story = { ...WithItems, globals: { theme: 'dark' } };

export const Phone: Story = {
  ...WithItems,
  parameters: { viewport: phoneViewports },
  globals: { viewport: { value: 'phoneTall', isRotated: false } },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart is empty.')).toBeVisible();
  },
};

/** A signed-in shopper is offered her eligible loyalty campaign. */
export const ClubPointsOffered: Story = {
  beforeEach: signedInCartForPoints,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Use 400 points for €5.00 off' })).toBeVisible();
  },
};

export const ClubPointsOfferedDark: Story = { ...ClubPointsOffered, globals: { theme: 'dark' } };

/** Applied by keyboard: the campaign's points and amount show in the totals, with a way to stop using them. */
export const ClubPointsApplied: Story = {
  beforeEach: signedInCartForPoints,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Use 400 points for €5.00 off' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Club points (400 points)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop using points' })).toBeVisible();
  },
};

export const ClubPointsAppliedDark: Story = { ...ClubPointsApplied, globals: { theme: 'dark' } };

export const ClubPointsAppliedPhone: Story = {
  ...ClubPointsApplied,
  parameters: { viewport: phoneViewports },
  globals: { viewport: { value: 'phoneTall', isRotated: false } },
};
