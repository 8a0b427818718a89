import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SANDBOX_UNCONFIRMED_EMAIL } from '../../backends/engagement/sandbox';
import { clearStoredUser, defaultConfig } from '../../platform';
import { signInSeededShopper } from '../../account/testing';
import { shopNewsletterRoute } from '../testing';
import { NewsletterSignup } from './NewsletterSignup';

/** The newsletter block as the club page places it, against the engagement sandbox (newer API). */
const meta: Meta<typeof NewsletterSignup> = {
  title: 'Features/Newsletter/NewsletterSignup',
  component: NewsletterSignup,
  parameters: { screenshot: true },
  // The shop's newsletter route, as the sandbox knows it: the block subscribes through the shop.
  beforeEach: ({ msw }) => void msw.use(shopNewsletterRoute(defaultConfig)),
  args: {
    heading: 'Club news by e-mail',
    intro: 'New flavours, member offers and club events, about twice a month.',
    topics: [{ id: 'club' }, { id: 'products' }],
    submitLabel: 'Keep me posted',
  },
};
export default meta;
type Story = StoryObj<typeof NewsletterSignup>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Club rewards and events' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'reader@localhost');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep me posted' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please enter a valid e-mail address. Please agree to receive the newsletter.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('reader@localhost');
  },
};

export const RefusedDark: Story = { ...Refused, globals: { theme: 'dark' } };

/** What any guest reads after subscribing, whatever the address: the service confirms by e-mail (double opt-in). */
export const Unconfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), SANDBOX_UNCONFIRMED_EMAIL);
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Keep me posted' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Almost done');
  },
};

/** Ada, signed in, subscribes her own address and leaves again: only the shopper's own subscription is shown. */
export const Unsubscribed: Story = {
  beforeEach: async () => {
    await signInSeededShopper(defaultConfig);
    return () => clearStoredUser();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Keep me posted' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are subscribed to');
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByText(/You are unsubscribed/)).toBeVisible();
  },
};

export const UnsubscribedDark: Story = { ...Unsubscribed, globals: { theme: 'dark' } };
