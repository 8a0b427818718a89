import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { clearStoredUser, defaultConfig } from '../../platform';
import { resetTradeInSandbox } from '../../backends/trade-in/sandbox';
import { signInSeededShopper, type SeededShopperEmail } from '../../account/testing';
import { TradeInOffer } from './TradeInOffer';

/** A seeded shopper signed in (Ada may trade in; new@example.com has already); signed out after. */
const signedInAs = (email: SeededShopperEmail) => async () => {
  resetTradeInSandbox();
  await signInSeededShopper(defaultConfig, email);
  return () => clearStoredUser();
};

const meta = {
  title: 'Features/TradeIn/TradeInOffer',
  parameters: { screenshot: true },
  component: TradeInOffer,
  args: { categoryIds: ['devices'] },
  beforeEach: signedInAs('ada@example.com'),
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <div style={{ maxWidth: '28rem' }}>
          <Story />
        </div>
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof TradeInOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Check if I can trade in' }, { timeout: 5000 });

export const Offer: Story = {
  play: async ({ canvasElement }) => {
    await expect(await checkButton(canvasElement)).toBeVisible();
  },
};
export const OfferDark: Story = { ...Offer, globals: { theme: 'dark' } };

export const Eligible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await checkButton(canvasElement));
    await expect(await within(canvasElement).findByText(/Good news/)).toBeVisible();
  },
};
export const EligibleDark: Story = { ...Eligible, globals: { theme: 'dark' } };

export const NotEligible: Story = {
  beforeEach: signedInAs('new@example.com'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await checkButton(canvasElement));
    await expect(await within(canvasElement).findByText(/already used your trade-in/)).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: () => {
    resetTradeInSandbox();
    clearStoredUser();
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: 'Sign in to check your trade-in' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
export const GuestDark: Story = { ...Guest, globals: { theme: 'dark' } };
