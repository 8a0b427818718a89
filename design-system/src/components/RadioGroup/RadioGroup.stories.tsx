import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inFrame, inRightToLeft } from '../../storybook/frames';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Design system/Forms/RadioGroup',
  component: RadioGroup,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: {
    legend: 'Delivery',
    options: [
      { value: 'standard', label: 'Standard, 2 to 4 days' },
      { value: 'express', label: 'Express, next day' },
      { value: 'pickup', label: 'Pick up in a boutique' },
    ],
    defaultValue: 'standard',
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Delivery' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Express, next day' }));
    await expect(canvas.getByRole('radio', { name: 'Express, next day' })).toBeChecked();
  },
};

export const ArrowKeysMoveTheChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Standard, 2 to 4 days' })).toHaveFocus();
    // Held down as a person does: Radix checks the option that receives focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Express, next day' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: undefined,
    hint: 'Express is not available on Sundays.',
    error: 'Choose a delivery option.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Express is not available on Sundays. Choose a delivery option.',
    );
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'standard', label: 'Standard' },
      { value: 'express', label: 'Express (sold out today)', disabled: true },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: {
    legend: 'التوصيل',
    options: [
      { value: 'standard', label: 'عادي' },
      { value: 'express', label: 'سريع' },
    ],
  },
};
