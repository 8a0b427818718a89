import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { clearStoredUser, defaultConfig, subscribeToTracking, type TrackingEvent } from '../../platform';
import { createReferralClient } from '../../backends/referral';
import {
  resetReferralSandbox,
  SANDBOX_FRIEND_CODE,
  SANDBOX_REFERRAL_CODE,
} from '../../backends/referral/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { ReferralWidget } from './ReferralWidget';

/** Ada signed in, with the clipboard stubbed so copying never asks for permission. */
async function signedInAsAda() {
  resetReferralSandbox();
  await signInSeededShopper(defaultConfig, 'ada@example.com');
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => {
    writeText.mockRestore();
    clearStoredUser();
  };
}

const meta = {
  title: 'Features/Referral/ReferralWidget',
  parameters: { screenshot: true },
  component: ReferralWidget,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof ReferralWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SANDBOX_REFERRAL_CODE, {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Friends joined', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('800')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Points from referrals' })).toBeVisible();
  },
};

export const MemberDark: Story = { ...Member, globals: { theme: 'dark' } };

export const CopyCode: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Copy code' }, { timeout: 5000 }));
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SANDBOX_REFERRAL_CODE);
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        `Your referral code ${SANDBOX_REFERRAL_CODE} is copied.`,
      );
      await expect(events).toEqual([{ name: 'tracking:activity:referral_code_copy', payload: {} }]);
    } finally {
      stop();
    }
  },
};

export const ReferralHistoryPages: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Points from referrals' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
  },
};

/**
 * The seeded newcomer (new@example.com) signed in, who joined with a friend's code at registration (recorded through
 * the referral service with her own token).
 */
async function signedInAsNewcomerWithFriendsCode() {
  resetReferralSandbox();
  const newcomer = await signInSeededShopper(defaultConfig, 'new@example.com');
  await createReferralClient(defaultConfig, () => newcomer).applyReferrerCode(
    SANDBOX_FRIEND_CODE,
    'registration',
  );
  return () => clearStoredUser();
}

export const JoinedWithFriendsCode: Story = {
  beforeEach: signedInAsNewcomerWithFriendsCode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('000002-REF', {}, { timeout: 5000 })).toBeVisible();
    await expect(
      await canvas.findByText(
        `You joined with a friend's code: ${SANDBOX_FRIEND_CODE}.`,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('Friends joined', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const JoinedWithFriendsCodeDark: Story = { ...JoinedWithFriendsCode, globals: { theme: 'dark' } };

export const Guest: Story = {
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: 'Sign in to see your referral code' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const GuestDark: Story = { ...Guest, globals: { theme: 'dark' } };
