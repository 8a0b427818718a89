import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inFrame, inRightToLeft } from '../../storybook/frames';
import { Link } from './Link';

const meta = {
  title: 'Design system/Primitives/Link',
  component: Link,
  decorators: [inFrame],
  args: { href: '/flavours', children: 'All flavours' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Explore <Link {...args} /> and find the one that suits your moment.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'All flavours' })).toHaveAttribute(
      'href',
      '/flavours',
    );
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Discover the range' } };

export const Dark: Story = { ...Inline, globals: { theme: 'dark' } };

export const OpensInNewTab: Story = {
  args: { target: '_blank', href: '/terms', children: 'Terms of sale' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms of sale (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AsChild: Story = {
  args: { asChild: true, variant: 'standalone', children: <a href="/account/orders">Your orders</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Your orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: { variant: 'standalone', children: 'كل النكهات' },
};
