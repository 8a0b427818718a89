import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/Forms/TextField',
  component: TextField,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: { label: 'Email address', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your order confirmation here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'We send your order confirmation here.',
    );
  },
};

export const WithError: Story = {
  args: {
    hint: 'We send your order confirmation here.',
    error: 'Enter an email address like name@example.com.',
    defaultValue: 'ada@',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your order confirmation here. Enter an email address like name@example.com.',
    );
  },
};

export const ErrorDark: Story = { ...WithError, globals: { theme: 'dark' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithPlaceholder: Story = {
  args: { label: 'Promo code', type: 'text', placeholder: 'SUMMER25' },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: { label: 'البريد الإلكتروني', hint: 'نرسل تأكيد الطلب هنا.' },
};

export const PhoneWidth: Story = { ...WithError, ...phoneWidth };
