import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Design system/Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Free delivery from 40 €',
    children: (
      <Button variant="ghost" size="sm" aria-label="Delivery costs">
        <Icon name="info" />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlockStart: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Delivery costs' })).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Free delivery from 40 €');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { open: true }, parameters: { screenshot: 'viewport' } };

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
