import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clearStoredUser, defaultConfig } from '../../platform';
import { signInSeededShopper } from '../testing';
import { ComplaintsSummary } from './ComplaintsSummary';

const meta = {
  title: 'Features/Account/ComplaintsSummary',
  parameters: { screenshot: true },
  component: ComplaintsSummary,
} satisfies Meta<typeof ComplaintsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedInAs = (email: 'ada@example.com' | 'new@example.com') => async () => {
  await signInSeededShopper(defaultConfig, email);
  return () => clearStoredUser();
};

export const ComplaintOnFile: Story = {
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You have a complaint on file/)).toBeVisible();
  },
};

export const NoComplaints: Story = {
  beforeEach: signedInAs('new@example.com'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no complaints on file.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You have a complaint on file/)).toBeVisible();
  },
};
