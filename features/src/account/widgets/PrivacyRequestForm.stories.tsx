import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PrivacyRequestFields } from './PrivacyRequestFields';
import { PrivacyRequestForm } from './PrivacyRequestForm';
import { signedInAs } from './signedInStory';

const meta = {
  title: 'Features/Account/PrivacyRequestForm',
  parameters: { screenshot: true },
  component: PrivacyRequestForm,
  args: { Fields: PrivacyRequestFields },
} satisfies Meta<typeof PrivacyRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestSendsARequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
    await expect(await canvas.findByText('Choose at least one request.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('First name'), 'Grace');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Hopper');
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'grace@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A copy of the data you hold about me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
    await expect(await canvas.findByText(/Your request is sent/)).toBeVisible();
  },
};

export const SignedInByKeyboard: Story = {
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    canvas.getByRole('checkbox', { name: 'My data in a portable format' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'My data in a portable format' })).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Delete data about me' })).toBeChecked();
    canvas.getByRole('button', { name: 'Send my request' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Your request is sent. We will answer by e-mail within one month.',
      ),
    );
  },
};

/** The errors' colours in the dark theme, checked by axe after the play function. */
export const DarkWithErrors: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
    await expect(await canvas.findByText('Choose at least one request.')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter your e-mail address, like name@example.com.',
    );
  },
};
