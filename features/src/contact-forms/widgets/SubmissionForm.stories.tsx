import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';
import { SubmissionForm } from './SubmissionForm';

/** The club page's newsletter form, sent to the Builder sandbox, which refuses an address without a domain. */
const meta: Meta<typeof SubmissionForm> = {
  title: 'Features/Contact forms/SubmissionForm',
  component: SubmissionForm,
  parameters: { screenshot: true },
  args: {
    name: 'Club newsletter',
    destination: { kind: 'email', to: 'club@example.com' },
    submitLabel: 'Keep me posted',
    successMessage: 'Thank you, you are on the list.',
    errorMessage: 'Sorry, that did not work. Please try again.',
    errorMessagePath: 'error.message',
  },
  render: (args) => (
    <SubmissionForm {...args}>
      <FormField name="email" label="E-mail address" type="email" required />
      <FormField name="firstName" label="First name" />
      <FormField name="message" label="Anything you would like to tell us?" type="textarea" />
    </SubmissionForm>
  ),
};
export default meta;
type Story = StoryObj<typeof SubmissionForm>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Club newsletter' });
    await expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toBeRequired();
    await expect(
      within(form).getByRole('textbox', { name: 'Anything you would like to tell us?' }),
    ).toBeVisible();
  },
};

export const ServerMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'someone@localhost');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep me posted' }));
    // form error: the server's own words, announced; what was typed stays.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('someone@localhost');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  },
};

export const ServerMessageDark: Story = { ...ServerMessage, globals: { theme: 'dark' } };

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep me posted' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you, you are on the list.');
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
