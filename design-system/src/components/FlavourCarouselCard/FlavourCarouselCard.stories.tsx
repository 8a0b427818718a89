import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { gradientNames } from '../../theme/tokens';
import { grid } from '../../storybook/canvas.css';
import {
  brokenImage,
  flavourPacks,
  hostileDescription,
  longDescription,
  longTitle,
} from '../../storybook/fixtures';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { FlavourCarouselCard } from './FlavourCarouselCard';

const meta = {
  title: 'Design system/Display pieces/FlavourCarouselCard',
  component: FlavourCarouselCard,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: {
    title: 'Amber Reserve',
    description: '<p>Toasted cedar, <strong>honey</strong> and dried apricot.</p>',
    image: flavourPacks.amber,
    ratings: [
      { label: 'Intensity', value: 4 },
      { label: 'Body', value: 3.5 },
      { label: 'Cooling', value: 0.5 },
    ],
    cta: { label: 'Discover', url: '/flavours/amber-reserve' },
    gradient: 'amber',
    theme: 'light',
  },
  argTypes: { gradient: { control: 'select', options: gradientNames } },
} satisfies Meta<typeof FlavourCarouselCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Amber Reserve' });
    await expect(within(card).getByRole('img', { name: 'Amber Reserve pack' })).toBeInTheDocument();
    await expect(within(card).getByRole('img', { name: '4 out of 5' })).toBeVisible();
    const cta = within(card).getByRole('link', { name: 'Discover' });
    await expect(cta).toHaveAttribute('href', '/flavours/amber-reserve');
    await expect(cta).toHaveAttribute('target', '_self');
    await expect(cta).toHaveAccessibleDescription('Amber Reserve');
  },
};

export const Dark: Story = {
  args: { theme: 'dark', gradient: 'teal', title: 'Teal Mint', image: flavourPacks.teal },
};

export const InversedOnLightPage: Story = {
  args: { inversed: true, gradient: 'ruby', title: 'Ruby Berry', image: flavourPacks.ruby },
};

export const InversedOnDarkPage: Story = {
  globals: { theme: 'dark' },
  args: { theme: 'dark', inversed: true, gradient: 'lagoon' },
};

export const PlainColourFallback: Story = {
  args: { gradient: undefined, backgroundColor: '#f3ead8' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.style.backgroundColor).toBe('rgb(243, 234, 216)');
  },
};

export const ThemeSurfaceWithoutBackground: Story = {
  args: { gradient: undefined, backgroundColor: undefined },
};

export const UnknownGradientFallsBackToPlainColour: Story = {
  args: { gradient: 'neon' as never, backgroundColor: '#e8eef5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article').style.backgroundColor).toBe('rgb(232, 238, 245)');
  },
};

export const EveryGradientLight: Story = {
  parameters: { frame: 'wide' },
  render: (args) => (
    <div className={grid}>
      {gradientNames.map((gradient) => (
        <FlavourCarouselCard
          key={gradient}
          {...args}
          gradient={gradient}
          title={gradient}
          image={undefined}
          cta={undefined}
        />
      ))}
    </div>
  ),
};

export const EveryGradientDark: Story = {
  ...EveryGradientLight,
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
};

export const WithoutImage: Story = { args: { image: undefined } };

export const MissingImage: Story = {
  args: { image: brokenImage },
  play: async ({ canvasElement }) => {
    // The failed <img> gives way to the fallback, which keeps the picture's name.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Missing product picture' }).tagName).toBe(
        'SPAN',
      ),
    );
  },
};

export const WithoutRatingsOrCallToAction: Story = { args: { ratings: undefined, cta: undefined } };

export const CallToActionInNewTab: Story = {
  args: { cta: { label: 'Shop now', url: '/shop/amber', target: '_blank' } },
  play: async ({ canvasElement }) => {
    const cta = within(canvasElement).getByRole('link', { name: 'Shop now' });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LongTexts: Story = { args: { title: longTitle, description: longDescription } };

export const HostileDescriptionIsInert: Story = {
  args: { description: hostileDescription, image: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.querySelector('script')).toBeNull();
    const injected = card.querySelector('img[src="x"]');
    await expect(injected).not.toBeNull();
    await expect(injected?.getAttribute('onerror')).toBeNull();
    await expect(within(card).getByText('bright')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: {
    title: 'عنبر ريزيرف',
    description: '<p>أرز محمص وعسل ومشمش مجفف.</p>',
    ratings: [{ label: 'الشدة', value: 3.5 }],
    cta: { label: 'اكتشف', url: '/ar/flavours/amber' },
  },
};

export const PhoneWidth: Story = { ...phoneWidth };
