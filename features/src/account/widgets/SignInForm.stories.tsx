import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Features/Account/SignInForm',
  parameters: { screenshot: true },
  component: SignInForm,
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not right.',
    );
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your password.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
