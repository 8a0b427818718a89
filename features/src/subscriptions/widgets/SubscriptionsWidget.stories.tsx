import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signInSeededShopper } from '../../account/testing';
import { clearStoredUser, defaultConfig } from '../../platform';
import { resetSubscriptionsSandbox } from '../../backends/subscriptions/sandbox';
import { SubscriptionsWidget } from './SubscriptionsWidget';

/** Ada signs in against the sandbox before the story, and out after it; her subscriptions start as seeded. */
const signedInAsAda = async () => {
  resetSubscriptionsSandbox();
  await signInSeededShopper(defaultConfig);
  return () => clearStoredUser();
};

const meta = {
  title: 'Features/Subscriptions/SubscriptionsWidget',
  parameters: { screenshot: true },
  component: SubscriptionsWidget,
} satisfies Meta<typeof SubscriptionsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ada's two seeded subscriptions: the sticks are active, the device care is paused. */
export const ActiveAndPaused: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('15 December 2026')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume Device care' })).toBeEnabled();
  },
};

export const ActiveAndPausedDark: Story = { ...ActiveAndPaused, globals: { theme: 'dark' } };

/** The paused one cancelled after its confirmation: no deliveries, no actions. */
export const Cancelled: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Device care' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Cancel Device care?' });
    await expect(within(dialog).getByText(/cannot be resumed/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await expect(await canvas.findByText('Your subscription Device care is cancelled.')).toBeVisible();
    await expect(canvas.getByText('No further deliveries')).toBeVisible();
  },
};

export const CancelledDark: Story = { ...Cancelled, globals: { theme: 'dark' } };

export const Guest: Story = {
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Sign in/ })).toBeVisible();
  },
};
