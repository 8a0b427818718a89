import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { row } from '../../storybook/canvas.css';
import { inFrame } from '../../storybook/frames';
import { Skeleton, Spinner } from './Spinner';

const meta = {
  title: 'Design system/Primitives/Spinner and Skeleton',
  component: Spinner,
  decorators: [inFrame],
  args: { label: 'Loading your cart' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Announced: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your cart' }),
    ).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={row}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

export const SkeletonCard: Story = {
  parameters: { frame: 'card' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="block" height="200px" />
      <Skeleton width="70%" />
      <Skeleton width="45%" />
      <Skeleton shape="circle" width="2.5rem" />
    </div>
  ),
};

export const Dark: Story = { ...SkeletonCard, globals: { theme: 'dark' } };
