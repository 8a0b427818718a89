import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inFrame } from '../../storybook/frames';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design system/Forms/TextArea',
  component: TextArea,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: { label: 'Your message', name: 'message' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Hello,{Enter}is Amber back in stock soon?');
    await expect(field).toHaveValue('Hello,\nis Amber back in stock soon?');
  },
};

export const WithError: Story = {
  args: { hint: 'We answer within two working days.', error: 'Please write a few words.', required: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'We answer within two working days. Please write a few words.',
    );
  },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };
