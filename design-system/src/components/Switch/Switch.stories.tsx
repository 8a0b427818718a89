import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, inRightToLeft } from '../../storybook/frames';
import { Switch } from './Switch';

const meta = {
  title: 'Design system/Forms/Switch',
  component: Switch,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: { label: 'Subscribe and save 10%', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Subscribe and save 10%' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultChecked: true, hint: 'Delivered every four weeks; pause any time.' },
};

export const Dark: Story = { ...On, globals: { theme: 'dark' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Subscribe and save 10%' });
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: { label: 'اشترك ووفّر', defaultChecked: true },
};
