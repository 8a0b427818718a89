import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PreferencesForm } from './PreferencesForm';
import { signedInAs } from './signedInStory';
import { withFreshCache } from '../../platform/sandbox/shopWrapper';

const meta = {
  title: 'Features/Account/PreferencesForm',
  parameters: { screenshot: true },
  component: PreferencesForm,
  beforeEach: signedInAs('ada@example.com'),
  // A fresh cache per story: preferences a story saved would otherwise show in the next one.
  decorators: [withFreshCache],
} satisfies Meta<typeof PreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Best time to reach you (optional)')).toHaveValue('evenings');
  },
};

export const SavedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = await canvas.findByLabelText('Best time to reach you (optional)');
    await userEvent.clear(contact);
    await userEvent.type(contact, 'mornings{Enter}');
    await expect(await canvas.findByText('Your preferences are saved.')).toBeVisible();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
