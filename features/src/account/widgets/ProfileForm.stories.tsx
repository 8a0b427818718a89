import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileForm } from './ProfileForm';
import { signedInAs } from './signedInStory';
import { withFreshCache } from '../../platform/sandbox/shopWrapper';

const meta = {
  title: 'Features/Account/ProfileForm',
  parameters: { screenshot: true },
  component: ProfileForm,
  beforeEach: signedInAs('ada@example.com'),
  // A fresh cache per story: the profile a story saved would otherwise show in the next one.
  decorators: [withFreshCache],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Ada');
  },
};

export const SavedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastName = await canvas.findByLabelText('Last name');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'King{Enter}');
    await expect(await canvas.findByText('Your details are saved.')).toBeVisible();
  },
};

export const EmptyName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('First name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my details' }));
    await expect(await canvas.findByText('Please fill in “First name”.')).toBeVisible();
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
