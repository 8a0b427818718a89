import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearStoredUser } from '../../platform';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Features/Account/RegistrationForm',
  parameters: { screenshot: true },
  component: RegistrationForm,
  beforeEach: () => {
    resetAccountSandbox();
    clearStoredUser();
    return () => clearStoredUser();
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    // The consents come from the sandbox after the first paint.
    const canvas = within(canvasElement);
    const terms = await canvas.findByRole('checkbox', { name: 'Terms and privacy notice (required)' });
    await expect(terms).not.toBeChecked();
  },
};

export const PasswordRulesLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'abc');
    await expect(canvas.getByText(/At least 8 characters/)).toHaveTextContent('(not met yet)');
  },
};

export const TakenEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Cobol!1959');
    await userEvent.type(canvas.getByLabelText('First name'), 'Grace');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Hopper');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Terms and privacy notice (required)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    await expect(canvas.getByLabelText('First name')).toHaveValue('Grace');
  },
};

export const Dark: Story = { ...Empty, globals: { theme: 'dark' } };

/** A friend's code the referral service does not know (422) is said on its field before any account is made. */
export const InvalidFriendCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'grace@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Cobol!1959');
    await userEvent.type(canvas.getByLabelText('First name'), 'Grace');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Hopper');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Terms and privacy notice (required)' }));
    await userEvent.type(canvas.getByLabelText("A friend's referral code (optional)"), 'NOT-A-CODE');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText(
        'This referral code is not valid. Check it with your friend, or leave the field empty.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText("A friend's referral code (optional)")).toHaveFocus();
  },
};

export const InvalidFriendCodeDark: Story = { ...InvalidFriendCode, globals: { theme: 'dark' } };
