import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '@storefront/design-system';
import { clearStoredUser } from '../../platform';
import { AccountClosing, AccountOverview } from './AccountOverview';
import { signedInAs } from './signedInStory';

const meta = {
  title: 'Features/Account/AccountOverview',
  parameters: { screenshot: true },
  component: AccountOverview,
  // As the account page places them: the greeting first, signing out and closing the account at the end.
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xxl }}>
      <AccountOverview />
      <AccountClosing />
    </div>
  ),
} satisfies Meta<typeof AccountOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeVisible();
  },
};

export const ConfirmCancellation: Story = {
  // The dialog is portalled out of the canvas.
  parameters: { screenshot: 'viewport' },
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel my account' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toBeVisible();
  },
};

export const SignedInDark: Story = { ...SignedIn, globals: { theme: 'dark' } };
