import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordResetForm } from './PasswordForms';

const meta = {
  title: 'Features/Account/PasswordResetForm',
  parameters: { screenshot: true },
  component: PasswordResetForm,
} satisfies Meta<typeof PasswordResetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forgotten: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'ada@example.com{Enter}');
    await expect(await canvas.findByText(/a link to reset your password is on its way/)).toBeVisible();
  },
};

export const NewPassword: Story = {
  args: { token: 'token-from-the-email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'Sandbox');
    // The rules come with the account settings, which may arrive after the field.
    await expect(await canvas.findByText(/At least 1 digit/)).toHaveTextContent('(not met yet)');
  },
};

export const SetFirstPassword: Story = {
  args: { token: 'token-from-the-invitation', action: 'set_password' },
  play: async ({ canvasElement }) => {
    // The rules come with the account settings, which may arrive after the field.
    await expect(await within(canvasElement).findByText(/At least 1 digit/)).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
