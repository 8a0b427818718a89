import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactForm } from './ContactForm';

/** The contact page's form, against the engagement sandbox (newer API). */
const meta: Meta<typeof ContactForm> = {
  title: 'Features/Contact/ContactForm',
  component: ContactForm,
  parameters: { screenshot: true },
  args: { phone: '+49 800 100 2000' },
};
export default meta;
type Story = StoryObj<typeof ContactForm>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toBeRequired();
    await expect(canvas.getByRole('link', { name: '+49 800 100 2000' })).toHaveAttribute(
      'href',
      'tel:+498001002000',
    );
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const BadEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada-at-example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Where is my order?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveValue('Where is my order?');
  },
};

export const BadEmailDark: Story = { ...BadEmail, globals: { theme: 'dark' } };

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Where is my order?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thank you, your message is on its way.',
    );
  },
};

export const SentDark: Story = { ...Sent, globals: { theme: 'dark' } };
