import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import {
  clearStoredUser,
  defaultConfig,
  setStoredUser,
  subscribeToTracking,
  type TrackingEvent,
} from '../../platform';
import { createReferralClient } from '../../backends/referral';
import {
  resetReferralSandbox,
  SANDBOX_ADA_UUID,
  SANDBOX_FRIEND_CODE,
  SANDBOX_REFERRAL_CODE,
} from '../../backends/referral/sandbox';
import { ReferralWidget } from './ReferralWidget';

/** Ada signed in (the sandbox takes any identity token), with the clipboard stubbed so copying never asks for permission. */
function signedInAsAda() {
  resetReferralSandbox();
  setStoredUser({
    uuid: SANDBOX_ADA_UUID,
    email: 'ada@example.com',
    ciam_token: 'sandbox-story-token',
    session_token: 'sandbox-story-token',
  });
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
    await expect(canvas.getByText('750')).toBeVisible();
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

/** A new shopper who joined with a friend's code at registration (recorded through the referral service). */
async function signedInAsNewcomerWithFriendsCode() {
  resetReferralSandbox();
  const newcomer = { uuid: 'c0ffee00-0000-4000-8000-00000000ab12', token: 'sandbox-story-token' };
  await createReferralClient(defaultConfig, () => newcomer).applyReferrerCode(
    SANDBOX_FRIEND_CODE,
    'registration',
  );
  setStoredUser({
    uuid: newcomer.uuid,
    email: 'newcomer@example.com',
    ciam_token: newcomer.token,
    session_token: newcomer.token,
  });
  return () => clearStoredUser();
}

export const JoinedWithFriendsCode: Story = {
  beforeEach: signedInAsNewcomerWithFriendsCode,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('00AB12-REF', {}, { timeout: 5000 })).toBeVisible();
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
