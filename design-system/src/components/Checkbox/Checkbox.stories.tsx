import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, inRightToLeft } from '../../storybook/frames';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Forms/Checkbox',
  component: Checkbox,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: { label: 'Send me news about new flavours', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me news about new flavours' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'All flavours' } };

export const WithError: Story = {
  args: { label: 'I accept the terms of sale', error: 'Accept the terms of sale to place your order.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms of sale to place your order.');
  },
};

export const Dark: Story = {
  args: { defaultChecked: true, hint: 'At most one email a week.' },
  globals: { theme: 'dark' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me news about new flavours' });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: { label: 'أرسل لي أخبار النكهات الجديدة', defaultChecked: true },
};

/** A consent the shopper cannot withdraw here: ticked and fixed. */
export const DisabledChecked: Story = {
  args: { checked: true, disabled: true, label: 'Terms and privacy notice (required)' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
  },
};
