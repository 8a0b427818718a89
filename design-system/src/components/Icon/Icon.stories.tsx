import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { row } from '../../storybook/canvas.css';
import { inRightToLeft } from '../../storybook/frames';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Design system/Primitives/Icon',
  component: Icon,
  args: { name: 'chevronRight' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Set: Story = {
  render: (args) => (
    <div className={row}>
      {iconNames.map((name) => (
        <Icon key={name} {...args} name={name} size="lg" label={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(iconNames.length);
  },
};

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      <Icon {...args} size="sm" />
      <Icon {...args} size="md" />
      <Icon {...args} size="lg" />
    </div>
  ),
};

export const MirroredRightToLeft: Story = { ...Set, decorators: [inRightToLeft] };

export const Dark: Story = { ...Set, globals: { theme: 'dark' } };
