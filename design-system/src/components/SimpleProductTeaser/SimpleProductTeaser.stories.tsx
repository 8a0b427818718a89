import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { grid } from '../../storybook/canvas.css';
import { brokenImage, flavourPacks, longTitle } from '../../storybook/fixtures';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { SimpleProductTeaser } from './SimpleProductTeaser';

const meta = {
  title: 'Design system/Display pieces/SimpleProductTeaser',
  component: SimpleProductTeaser,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: {
    title: 'Teal Mint',
    image: flavourPacks.teal,
    link: { text: 'Discover', href: '/flavours/teal-mint' },
    // Tracking fires before navigating; in the story the navigation itself is held back.
    onNavigate: fn((event: { preventDefault(): void }) => event.preventDefault()),
  },
} satisfies Meta<typeof SimpleProductTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Discover' });
    await expect(link).toHaveAttribute('href', '/flavours/teal-mint');
    await expect(link).toHaveAccessibleDescription('Teal Mint');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.anything(), {
      href: '/flavours/teal-mint',
      title: 'Teal Mint',
    });
  },
};

export const KeyboardNavigationIsTracked: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('link', { name: 'Discover' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const MissingImage: Story = { args: { image: brokenImage } };

export const WithoutImage: Story = { args: { image: undefined } };

export const LongTitle: Story = { args: { title: longTitle } };

export const Row: Story = {
  parameters: { frame: 'wide' },
  render: (args) => (
    <div className={grid}>
      <SimpleProductTeaser {...args} title="Amber Reserve" image={flavourPacks.amber} />
      <SimpleProductTeaser {...args} title="Teal Mint" image={flavourPacks.teal} />
      <SimpleProductTeaser {...args} title="Ruby Berry" image={flavourPacks.ruby} />
    </div>
  ),
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: { title: 'نعناع أزرق', link: { text: 'اكتشف', href: '/ar/flavours/teal' } },
};

export const PhoneWidth: Story = { ...Row, ...phoneWidth };
