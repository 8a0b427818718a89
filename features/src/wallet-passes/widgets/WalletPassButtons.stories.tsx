import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearStoredUser, sandboxRoute, setStoredUser } from '../../platform';
import { WalletPassButtons } from './WalletPassButtons';

/** The widths the buttons are reviewed at: a phone and a desktop. */
const viewports = {
  options: {
    phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '900px' } },
    desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' } },
  },
};

const meta = {
  title: 'Features/WalletPasses/WalletPassButtons',
  parameters: { screenshot: true, viewport: viewports },
  component: WalletPassButtons,
  // The pass's address is not followed in a story (it would leave the canvas): the story records it.
  args: { open: fn() },
  beforeEach: () => {
    setStoredUser({ uuid: 'story-ada', email: 'ada@example.com', ciam_token: 'story-token' });
    return () => clearStoredUser();
  },
} satisfies Meta<typeof WalletPassButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Google Wallet' })).toBeVisible();
  },
};
export const OfferedDark: Story = { ...Offered, globals: { theme: 'dark' } };
export const OfferedPhone: Story = {
  ...Offered,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The service issued the pass: its address is followed, never with the token in it. */
export const Added: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      http.post(sandboxRoute('accountEvo', '/users/:uuid/profile/wallet'), () =>
        HttpResponse.json({
          code: 200,
          message: 'OK',
          data: { type: 'apple', url: 'https://wallet.example/p/1' },
        }),
      ),
    ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Apple Wallet' }));
    await waitFor(() => expect(args.open).toHaveBeenCalledWith('https://wallet.example/p/1'));
  },
};

/** The service fails: the shop's words, announced. */
export const Failed: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      http.post(sandboxRoute('accountEvo', '/users/:uuid/profile/wallet'), () =>
        HttpResponse.json({ code: 500, message: 'Pass signing failed' }, { status: 500 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Google Wallet' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not create your wallet card. Please try again.',
    );
  },
};
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } };
