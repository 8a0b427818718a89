import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signInSeededShopper, type SeededShopperEmail } from '../../account/testing';
import { clearStoredUser, defaultConfig, getStoredUser } from '../../platform';
import { fixDevicesSandboxClock, resetDevicesSandbox } from '../../backends/account/sandbox';
import { DevicesWidget } from './DevicesWidget';

/** Signs a demo shopper in against the sandbox before the story, and out after it; the inventory starts as seeded. */
const signedInAs = (email: SeededShopperEmail) => async () => {
  resetDevicesSandbox();
  await signInSeededShopper(defaultConfig, email);
  return () => clearStoredUser();
};

const meta = {
  title: 'Features/Devices/DevicesWidget',
  parameters: { screenshot: true },
  component: DevicesWidget,
} satisfies Meta<typeof DevicesWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  // A shopper signed in by another story would not be a guest.
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Sign in/ })).toBeVisible();
  },
};

export const WithADevice: Story = {
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ada’s heater')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Ada’s heater' })).toBeEnabled();
  },
};

export const RegisterByKeyboard: Story = {
  // The card shows the day the sandbox registers the device and the warranty's end: a fixed clock holds both.
  beforeEach: [() => fixDevicesSandboxClock(new Date('2025-06-02T10:00:00Z')), signedInAs('new@example.com')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No device is registered to your account yet.')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Registration code' });
    await userEvent.click(code);
    await userEvent.keyboard('DEVICE-TAKEN-0009{Enter}');
    await expect(await canvas.findByText('Registered already to another user')).toBeVisible();
    await expect(code).toHaveValue('DEVICE-TAKEN-0009');
    await userEvent.clear(code);
    await userEvent.type(code, 'DEVICE-NEW-0002{Enter}');
    await expect(await canvas.findByText('Your device is registered.')).toBeVisible();
    await expect(await canvas.findByText('Heater 4 (Slate)')).toBeVisible();
    await expect(canvas.getByText('Registered on 2 June 2025')).toBeVisible();
    await expect(canvas.getByText('Warranty until 2 June 2027')).toBeVisible();
    await expect(getStoredUser()?.has_registered_device).toBe(true);
  },
};

export const RemoveAfterConfirming: Story = {
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Ada’s heater' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Remove Ada’s heater from your account?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Ada’s heater is removed from your account.')).toBeVisible();
    await expect(await canvas.findByText('No device is registered to your account yet.')).toBeVisible();
  },
};

export const WithADeviceDark: Story = { ...WithADevice, globals: { theme: 'dark' } };
