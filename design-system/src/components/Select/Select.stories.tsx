import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame } from '../../storybook/frames';
import { Select } from './Select';

const meta = {
  title: 'Design system/Forms/Select',
  component: Select,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: {
    label: 'Country',
    placeholder: 'Choose a country',
    options: [
      { value: 'DE', label: 'Germany' },
      { value: 'AT', label: 'Austria' },
      { value: 'CH', label: 'Switzerland' },
      { value: 'LI', label: 'Liechtenstein', disabled: true },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Austria' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('AT');
    await expect(trigger).toHaveTextContent('Austria');
  },
};

export const KeyboardChoice: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalled();
  },
};

export const OpenList: Story = {
  args: { defaultValue: 'AT' },
  parameters: {
    screenshot: 'viewport',
    // While the list is open Radix marks the rest of the page aria-hidden and traps focus in the list, so the
    // trigger behind it cannot be reached; axe still counts it as focusable inside aria-hidden. Every other rule runs.
    a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Austria' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'Liechtenstein' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const OpenListDark: Story = { ...OpenList, globals: { theme: 'dark' } };

export const Chosen: Story = { args: { defaultValue: 'CH' } };

export const WithError: Story = {
  args: { error: 'Choose the country of your delivery address.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose the country of your delivery address.');
  },
};

export const Dark: Story = {
  args: { defaultValue: 'DE', hint: 'We deliver to these countries.' },
  globals: { theme: 'dark' },
};

/** An optional select has an empty first choice: choosing it clears the select back to its placeholder. */
export const EmptyChoiceClears: Story = {
  args: { emptyChoice: 'No answer', value: 'AT' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <Select
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveTextContent('Austria');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'No answer' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(trigger).toHaveTextContent('Choose a country');
  },
};
