import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { row } from '../../storybook/canvas.css';
import { Badge } from './Badge';

const meta = {
  title: 'Design system/Primitives/Badge',
  component: Badge,
  args: { children: 'New' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div className={row}>
      <Badge>Limited edition</Badge>
      <Badge tone="accent">New</Badge>
      <Badge tone="success">In stock</Badge>
      <Badge tone="danger">-20%</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In stock')).toBeVisible();
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };
