import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenImage, longTitle, scenes } from '../../storybook/fixtures';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { RedirectionLinkCard } from './RedirectionLinkCard';

const meta = {
  title: 'Design system/Display pieces/RedirectionLinkCard',
  component: RedirectionLinkCard,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: {
    variant: 'list',
    title: 'Find a boutique',
    description: 'Try every flavour with an expert near you',
    href: '/stores',
  },
} satisfies Meta<typeof RedirectionLinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const preventNavigation = fn((event: { preventDefault(): void }) => event.preventDefault());

export const List: Story = {
  args: { onNavigate: preventNavigation },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Find a boutique/ });
    await expect(link).toHaveAttribute('href', '/stores');
    await expect(link.querySelector('svg')).not.toBeNull();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.anything(), {
      href: '/stores',
      title: 'Find a boutique',
    });
  },
};

export const ListWithoutChevron: Story = {
  args: { hideChevron: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').querySelector('svg')).toBeNull();
  },
};

export const ListStack: Story = {
  render: (args) => (
    <nav aria-label="Help">
      <RedirectionLinkCard {...args} title="Find a boutique" href="/stores" />
      <RedirectionLinkCard
        {...args}
        title="Track your order"
        description={undefined}
        href="/account/orders"
      />
      <RedirectionLinkCard
        {...args}
        title="Register your device"
        description="Extend your warranty"
        href="/account/devices"
      />
    </nav>
  ),
};

export const ListDark: Story = { ...ListStack, globals: { theme: 'dark' } };

export const WithImage: Story = {
  args: {
    variant: 'withImage',
    title: 'The summer collection',
    description: 'Bright, light, made for long evenings',
    image: scenes.meadow,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /The summer collection/ })).toBeVisible();
  },
};

export const WithImageDark: Story = { ...WithImage, globals: { theme: 'dark' } };

export const WithImageMissing: Story = { args: { ...WithImage.args, image: brokenImage } };

export const WithImageLongTitle: Story = { args: { ...WithImage.args, title: longTitle } };

export const Club: Story = {
  args: {
    variant: 'club',
    product: 'Aurora',
    title: 'Members get more',
    description: 'Early access, rewards and care for your device',
    href: '/club',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aurora Club')).toBeVisible();
  },
};

export const ClubOnDarkPage: Story = { ...Club, globals: { theme: 'dark' } };

export const OpensInNewTab: Story = {
  args: { target: '_blank', href: '/partner' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: { title: 'ابحث عن متجر', description: 'جرّب كل النكهات مع خبير قريب منك' },
};

export const PhoneWidth: Story = { ...ListStack, ...phoneWidth };
