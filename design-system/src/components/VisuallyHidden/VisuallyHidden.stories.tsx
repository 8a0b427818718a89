import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/Primitives/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  render: () => (
    <button type="button">
      <Icon name="cart" />
      <VisuallyHidden>Open cart</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open cart' });
    const hidden = within(button).getByText('Open cart');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
