import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { clearStoredUser, defaultConfig } from '../../platform';
import { ConsentsWidget } from './ConsentsWidget';
import { withFreshCache } from '../../platform/sandbox/shopWrapper';

/** Signs the demo shopper in against a freshly seeded sandbox before the story, and out after it. */
async function signedInAsAda() {
  resetAccountSandbox();
  await signInSeededShopper(defaultConfig);
  return () => clearStoredUser();
}

const meta = {
  title: 'Features/Consents/ConsentsWidget',
  parameters: { screenshot: true },
  component: ConsentsWidget,
  // A fresh cache per story: the choices a story saved would otherwise show in the next one.
  decorators: [withFreshCache],
} satisfies Meta<typeof ConsentsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Sign in/ })).toBeVisible();
  },
};

export const SignedIn: Story = {
  beforeEach: signedInAsAda,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', { name: 'News by e-mail' });
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Save my choices' }));
    await expect(await canvas.findByText('Your choices are saved.')).toBeVisible();
  },
};

export const BySection: Story = {
  beforeEach: signedInAsAda,
  args: { groupBy: 'section' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Marketing messages')).toBeVisible();
  },
};

export const SignedInDark: Story = {
  beforeEach: signedInAsAda,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const news = await within(canvasElement).findByRole('checkbox', { name: 'News by e-mail' });
    await expect(news).not.toBeChecked();
  },
};
