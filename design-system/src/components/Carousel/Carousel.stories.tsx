import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flavourPacks } from '../../storybook/fixtures';
import { inFrame, phoneWidth } from '../../storybook/frames';
import type { GradientName } from '../../theme/tokens';
import { FlavourCarouselCard } from '../FlavourCarouselCard';
import { Carousel } from './Carousel';

const flavours: Array<{
  title: string;
  gradient: GradientName;
  image: (typeof flavourPacks)[keyof typeof flavourPacks];
}> = [
  { title: 'Amber Reserve', gradient: 'amber', image: flavourPacks.amber },
  { title: 'Teal Mint', gradient: 'teal', image: flavourPacks.teal },
  { title: 'Ruby Berry', gradient: 'ruby', image: flavourPacks.ruby },
  { title: 'Citrus Bloom', gradient: 'citrus', image: flavourPacks.amber },
  { title: 'Lagoon Fresh', gradient: 'lagoon', image: flavourPacks.teal },
];

function flavourCards(theme: 'light' | 'dark') {
  return flavours.map((flavour) => (
    <FlavourCarouselCard
      key={flavour.title}
      theme={theme}
      title={flavour.title}
      gradient={flavour.gradient}
      image={flavour.image}
      description="<p>Balanced and smooth.</p>"
      ratings={[{ label: 'Intensity', value: 3 }]}
    />
  ));
}

const meta = {
  title: 'Design system/Primitives/Carousel',
  component: Carousel,
  decorators: [inFrame],
  parameters: { frame: 'wide' },
  args: {
    label: 'Our flavours',
    children: flavourCards('light'),
  },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flavours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Our flavours' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

export const ArrowKeysMoveIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled());
  },
};

export const Dark: Story = { args: { children: flavourCards('dark') }, globals: { theme: 'dark' } };

export const RightToLeft: Story = { args: { dir: 'rtl', previousLabel: 'السابق', nextLabel: 'التالي' } };

export const PhoneWidth: Story = { ...phoneWidth };

export const SingleSlideHasNoControls: Story = {
  args: { children: <FlavourCarouselCard title="Amber Reserve" gradient="amber" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
