import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { clearStoredUser, defaultConfig } from '../../platform';
import { resetTrialsSandbox, SANDBOX_TRIAL_PROGRAMME } from '../../backends/trials/sandbox';
import { signInSeededShopper, type SeededShopperEmail } from '../../account/testing';
import { FreeTrialStart } from './FreeTrialStart';

/** A seeded shopper signed in (Ada may start the trial; new@example.com had it already); signed out after. */
const signedInAs = (email: SeededShopperEmail) => async () => {
  resetTrialsSandbox();
  await signInSeededShopper(defaultConfig, email);
  return () => clearStoredUser();
};

/** The Free trial block as the /free-trial landing places it, against the engagement sandbox (newer API). */
const meta = {
  title: 'Features/Trials/FreeTrialStart',
  parameters: { screenshot: true },
  component: FreeTrialStart,
  args: {
    program: SANDBOX_TRIAL_PROGRAMME,
    heading: 'Start your free trial',
    intro:
      'Pay €1 today for 14 days with the Aurora. Keep it after the trial and your cart shows what it costs then.',
  },
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
} satisfies Meta<typeof FreeTrialStart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Eligible: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Start free trial' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const EligibleDark: Story = { ...Eligible, globals: { theme: 'dark' } };
export const EligiblePhone: Story = {
  ...Eligible,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const NotEligible: Story = {
  beforeEach: signedInAs('new@example.com'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/already had this free trial/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const NotEligibleDark: Story = { ...NotEligible, globals: { theme: 'dark' } };

export const SignedOut: Story = {
  beforeEach: () => {
    resetTrialsSandbox();
    clearStoredUser();
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Sign in to start your free trial' }),
    ).toBeVisible();
  },
};
export const SignedOutDark: Story = { ...SignedOut, globals: { theme: 'dark' } };
export const SignedOutPhone: Story = {
  ...SignedOut,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
