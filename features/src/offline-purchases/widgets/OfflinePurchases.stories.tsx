import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { clearStoredUser, defaultConfig, getStoredUser, setStoredUser } from '../../platform';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { OfflinePurchaseList } from './OfflinePurchaseList';

/** The widths the list is reviewed at: a phone and a desktop. */
const viewports = {
  options: {
    phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '900px' } },
    desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' } },
  },
};
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Offline purchases/OfflinePurchaseList',
  parameters: { screenshot: true, viewport: viewports },
  component: OfflinePurchaseList,
  // Ada, the seeded shopper, signed in on a freshly seeded sandbox; signed out after the story.
  beforeEach: async () => {
    resetAccountSandbox();
    await signInSeededShopper(defaultConfig);
    return () => clearStoredUser();
  },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof OfflinePurchaseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ada's two purchases in shops, newest first. */
export const Purchases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total €92.00', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Total €19.50')).toBeVisible();
  },
};
export const PurchasesDark: Story = { ...Purchases, globals: { theme: 'dark' } };
export const PurchasesPhone: Story = { ...Purchases, globals: phone };
export const PurchasesPhoneDark: Story = { ...Purchases, globals: { ...phone, theme: 'dark' } };

/** The session ended while the page was open: said, with the way back in. */
export const SessionEnded: Story = {
  beforeEach: async () => {
    await signInSeededShopper(defaultConfig);
    // A stored user whose token the service no longer knows.
    setStoredUser({ ...getStoredUser()!, ciam_token: 'expired', session_token: 'expired' });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your session has ended',
    );
  },
};
export const SessionEndedDark: Story = { ...SessionEnded, globals: { theme: 'dark' } };
