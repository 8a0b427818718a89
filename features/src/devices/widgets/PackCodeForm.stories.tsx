import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signInSeededShopper } from '../../account/testing';
import { clearStoredUser, defaultConfig } from '../../platform';
import { resetDevicesSandbox } from '../../backends/account/sandbox';
import { PackCodeForm } from './PackCodeForm';

async function signedInAsAda() {
  resetDevicesSandbox();
  await signInSeededShopper(defaultConfig);
  return () => clearStoredUser();
}

const meta = {
  title: 'Features/Devices/PackCodeForm',
  parameters: { screenshot: true },
  component: PackCodeForm,
  beforeEach: signedInAsAda,
} satisfies Meta<typeof PackCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LimitReachedThenValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Pack code' });
    await userEvent.type(code, 'PACK-LIMIT-0002{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'you have reached the registration limit',
    );
    await expect(code).toHaveValue('PACK-LIMIT-0002');
    await userEvent.clear(code);
    await userEvent.type(code, 'PACK-GENUINE-0001{Enter}');
    await expect(await canvas.findByText('Your code is registered.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Pack code' })).toHaveValue('');
  },
};
