import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddressBook } from './AddressBook';
import { signedInAs } from './signedInStory';

const meta = {
  title: 'Features/Account/AddressBook',
  parameters: { screenshot: true },
  component: AddressBook,
  beforeEach: signedInAs('ada@example.com'),
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDefaultAddress: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Default billing')).toBeVisible();
  },
};

export const AddingAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Please fill in “Street”.')).toBeVisible();
  },
};

export const NoAddresses: Story = {
  beforeEach: signedInAs('new@example.com'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no saved addresses yet.')).toBeVisible();
  },
};

export const Dark: Story = { ...WithDefaultAddress, globals: { theme: 'dark' } };
