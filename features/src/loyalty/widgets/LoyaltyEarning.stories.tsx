import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig, unstable_serialize } from 'swr';
import { clearStoredUser, defaultConfig } from '../../platform';
import { resetLoyaltySandbox } from '../../backends/loyalty/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { ArticleReward } from './ArticleReward';
import { Articles } from './Articles';
import { ContestEntry } from './ContestEntry';
import { LoyaltyQrCode } from './LoyaltyQrCode';
import { QrCodeEarning } from './QrCodeEarning';

/** The seeded shopper new@example.com signed in on a freshly seeded loyalty sandbox; signed out after. */
async function signedIn() {
  resetLoyaltySandbox();
  await signInSeededShopper(defaultConfig, 'new@example.com');
  return () => clearStoredUser();
}

/** Every earning widget of the account's loyalty page, as the page stacks them. */
function EarningWidgets() {
  return (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '40rem' }}>
      <LoyaltyQrCode />
      <QrCodeEarning />
      <Articles />
      <ContestEntry />
    </div>
  );
}

/** What the shop's route answers from Builder's pages (site/app/routes/loyalty.articles.ts), handed in as it is read. */
const articlePages = {
  [unstable_serialize(['loyalty', 'article-pages', 'en'])]: [
    {
      articleId: 'article-care-guide',
      title: 'Five habits for a long device life',
      url: '/articles/device-care',
    },
    { articleId: 'article-flavour-story', title: 'A guide to our flavours', url: '/articles/flavour-guide' },
  ],
};

const meta = {
  title: 'Features/Loyalty/Earning',
  parameters: { screenshot: true },
  component: EarningWidgets,
  beforeEach: signedIn,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback: articlePages }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof EarningWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Your loyalty QR code' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Five habits for a long device life' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Up to 3 files, JPEG, PNG or PDF, at most 5 MB each.'),
    ).toBeVisible();
  },
};

export const OverviewDark: Story = { ...Overview, globals: { theme: 'dark' } };

/** The end of an article's page (the Club article: collect points block): its points collected once. */
export const ArticleRead: Story = {
  render: () => (
    <ArticleReward articleId="article-care-guide" signInHref="/sign-in?next=/articles/device-care" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'I have read it: collect 20 points' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('You earned 20 points for reading this article.')).toBeVisible();
  },
};

export const ArticleReadDark: Story = { ...ArticleRead, globals: { theme: 'dark' } };

export const UnknownPackCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Code on the pack/), 'nonsense');
    await userEvent.click(canvas.getByRole('button', { name: 'Earn points' }));
    await expect(
      await canvas.findByText('We do not recognise this code. Please check it and try again.'),
    ).toBeVisible();
  },
};

export const UnknownPackCodeDark: Story = { ...UnknownPackCode, globals: { theme: 'dark' } };

export const ContestFileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(await canvas.findByLabelText(/Photos or documents/, {}, { timeout: 5000 }), big);
    await expect(await canvas.findByText('big.png is larger than 5 MB.')).toBeVisible();
  },
};

export const ContestFileTooLargeDark: Story = { ...ContestFileTooLarge, globals: { theme: 'dark' } };
