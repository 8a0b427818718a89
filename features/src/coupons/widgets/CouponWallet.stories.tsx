import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { clearStoredUser, defaultConfig } from '../../platform';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import {
  exhaustCouponProvider,
  fixCouponsSandbox,
  resetCouponsSandbox,
} from '../../backends/coupons/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { CouponWallet } from './CouponWallet';

/** The widths the wallet is reviewed at: a phone and a desktop. */
const viewports = {
  options: {
    phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '900px' } },
    desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' } },
  },
};
const phone = { viewport: { value: 'phone', isRotated: false } };

/** Ada signed in on a freshly seeded sandbox whose clock and codes hold still; signed out after the story. */
async function signedInAsAda() {
  resetAccountSandbox();
  resetCouponsSandbox();
  const unfix = fixCouponsSandbox(new Date('2026-03-02T10:00:00Z'));
  await signInSeededShopper(defaultConfig);
  return () => {
    unfix();
    clearStoredUser();
  };
}

const meta = {
  title: 'Features/Coupons/CouponWallet',
  parameters: { screenshot: true, viewport: viewports },
  component: CouponWallet,
  beforeEach: signedInAsAda,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof CouponWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('button', { name: `Request coupon from ${name}` }, { timeout: 5000 });

/** No coupon yet: both seeded partners offer one. */
export const Offers: Story = {
  play: async ({ canvasElement }) => {
    await expect(await requestButton(canvasElement, 'City Cinema')).toBeVisible();
    await expect(within(canvasElement).getByText(/You have no coupons yet/)).toBeVisible();
  },
};
export const OffersDark: Story = { ...Offers, globals: { theme: 'dark' } };
export const OffersPhone: Story = { ...Offers, globals: phone };

/** A coupon requested: announced, focused in the wallet, its button gone. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await requestButton(canvasElement, 'City Cinema'));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Your coupon from City Cinema is ready: CIT-00000001',
      ),
    );
    await expect(canvas.getByRole('heading', { name: 'City Cinema' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Request coupon from City Cinema' })).toBeNull();
  },
};
export const RequestedDark: Story = { ...Requested, globals: { theme: 'dark' } };
export const RequestedPhone: Story = { ...Requested, globals: phone };

/** The partner refuses: the shop's words (the newer backend's own are never shown), announced at the offer. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    exhaustCouponProvider('green-rides');
    await userEvent.click(await requestButton(canvasElement, 'Green Rides'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not get your coupon. Please try again.',
    );
  },
};
export const RefusedDark: Story = { ...Refused, globals: { theme: 'dark' } };

/** A guest is asked to sign in. */
export const Guest: Story = {
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Sign in to see your coupons' }),
    ).toBeVisible();
  },
};
