import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { signInSeededShopper } from '../../account/testing';
import { clearStoredUser, defaultConfig, subscribeToTracking, type TrackingEvent } from '../../platform';
import { resetLoyaltySandbox } from '../../backends/loyalty/sandbox';
import { LoyaltyWidget } from './LoyaltyWidget';

/** Points as the shop's locale writes them (en-DE groups thousands with a dot in browsers with full locale data). */
// English pages write 1,240 points, in the German market too.
const points = (value: number) => `${value.toLocaleString('en-US')} points`;

/** Ada signed in on a freshly seeded sandbox; signed out after. */
async function signedInAsAda() {
  resetLoyaltySandbox();
  await signInSeededShopper(defaultConfig, 'ada@example.com');
  return () => clearStoredUser();
}

function asGuest() {
  clearStoredUser();
}

/** Collects the tracking events a story raises. */
function recordTracking() {
  const events: TrackingEvent[] = [];
  const stop = subscribeToTracking((event) => events.push(event));
  return { events, stop };
}

const meta = {
  title: 'Features/Loyalty/LoyaltyWidget',
  parameters: { screenshot: true },
  component: LoyaltyWidget,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof LoyaltyWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(points(1240), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('180 points expire on 31 March 2027')).toBeVisible();
    await expect(await canvas.findByText('Silver member')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Tasting evening for two' })).toBeVisible();
  },
};

export const MemberDark: Story = { ...Member, globals: { theme: 'dark' } };

export const RedeemAfterConfirming: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const tracking = recordTracking();
    try {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Redeem €10 shop voucher' }, { timeout: 5000 }),
      );
      const dialog = await page.findByRole('dialog', { name: 'Redeem €10 shop voucher?' });
      await expect(dialog).toHaveTextContent('This uses 500 points. You will have 740 points left.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, redeem for 500 points' }));
      await expect(await within(dialog).findByRole('status')).toHaveTextContent('€10 shop voucher is yours.');
      await expect(within(dialog).getByText(/^Your code: TEN-EU-/)).toBeVisible();
      await expect(tracking.events.map((event) => event.name)).toEqual([
        'tracking:activity:redeem_click',
        'tracking:activity:redeem_checkout',
      ]);
      await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(canvas.getByText(points(740))).toBeVisible());
    } finally {
      tracking.stop();
    }
  },
};

export const RedeemDialogDark: Story = {
  // The dialog is portalled out of the canvas.
  parameters: { screenshot: 'viewport' },
  beforeEach: signedInAsAda,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Redeem Tasting evening for two' },
        { timeout: 5000 },
      ),
    );
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};

export const PointsHistoryPages: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tracking = recordTracking();
    try {
      await userEvent.click(await canvas.findByRole('tab', { name: 'Points history' }, { timeout: 5000 }));
      await expect(tracking.events[0]).toEqual({
        name: 'tracking:activity:points_history_click',
        payload: { label: 'Points history', location: 'loyalty widget' },
      });
      const table = await canvas.findByRole('table', { name: 'Points history' });
      await expect(within(table).getAllByRole('row')).toHaveLength(11);
      await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    } finally {
      tracking.stop();
    }
  },
};

export const PointsHistoryDark: Story = { ...PointsHistoryPages, globals: { theme: 'dark' } };

export const Guest: Story = {
  beforeEach: asGuest,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Sign in to see your points and redeem rewards' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('Gold')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Weekend in the mountains' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Redeem/ })).toBeNull();
  },
};

export const GuestDark: Story = { ...Guest, globals: { theme: 'dark' } };
