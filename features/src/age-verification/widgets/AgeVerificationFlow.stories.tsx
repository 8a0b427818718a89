import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper, type SeededShopperEmail } from '../../account/testing';
import { clearStoredUser, defaultConfig, getStoredUser } from '../../platform';
import { resetAgeVerificationSandbox } from '../../backends/account/sandbox';
import { AgeVerificationFlow } from './AgeVerificationFlow';

/** Signs a demo shopper in against a freshly seeded sandbox before the story, and out after it. */
const signedInAs = (email: SeededShopperEmail) => async () => {
  resetAccountSandbox();
  resetAgeVerificationSandbox();
  await signInSeededShopper(defaultConfig, email);
  return () => clearStoredUser();
};

const meta = {
  title: 'Features/AgeVerification/AgeVerificationFlow',
  parameters: { screenshot: true },
  component: AgeVerificationFlow,
  args: {
    workflow: { workflowName: 'age-check', workflowDefinitionId: 'sandbox-1' },
    callbackUrl: '/account/age-verification',
    pollIntervalMs: 50,
  },
} satisfies Meta<typeof AgeVerificationFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsyncCheckByKeyboard: Story = {
  beforeEach: signedInAs('new@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Check with a credit bureau' }));
    await userEvent.tab();
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1990-04-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my age' }));
    await expect(
      await canvas.findByText('Your age is confirmed. Thank you.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(getStoredUser()?.is_age_verified).toBe(true);
  },
};

export const MinorIsRefused: Story = {
  beforeEach: signedInAs('new@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Check with a credit bureau' }));
    await userEvent.type(canvas.getByLabelText('Date of birth'), '2015-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my age' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'We could not confirm your age',
    );
  },
};

export const AlreadyVerified: Story = {
  beforeEach: signedInAs('ada@example.com'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your age is confirmed. Thank you.')).toBeVisible();
  },
};

export const ChoosingDark: Story = {
  beforeEach: signedInAs('new@example.com'),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const bureau = await within(canvasElement).findByRole('radio', { name: 'Check with a credit bureau' });
    await expect(bureau).not.toBeChecked();
  },
};
