import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearStoredUser, defaultConfig, getStoredUser } from '../../platform';
import { sandboxCodeFor } from '../../backends/account/sandbox';
import { ContactDetailsForm } from './ContactDetailsForm';
import { signedInAs } from './signedInStory';
import { shopOneTimeCodeRoute, shopVerificationStatusRoute } from '../testing';
import { withFreshCache } from '../../platform/sandbox/shopWrapper';

const meta = {
  title: 'Features/Account/ContactDetailsForm',
  component: ContactDetailsForm,
} satisfies Meta<typeof ContactDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ada signed in, with the shop's one-time code route as the sandbox knows it. */
const asAda: Story['beforeEach'] = async ({ msw }) => {
  msw.use(shopOneTimeCodeRoute(defaultConfig));
  return signedInAs('ada@example.com')();
};

export const Guest: Story = {
  parameters: { screenshot: true },
  // A shopper signed in by another story would not be a guest.
  beforeEach: () => clearStoredUser(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

export const ChangeEmailByKeyboard: Story = {
  beforeEach: asAda,
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('New e-mail address'));
    await userEvent.keyboard('ada.lovelace@example.com{Enter}');
    const code = await canvas.findByLabelText('Code from the e-mail');
    await userEvent.type(code, `${sandboxCodeFor('ada.lovelace@example.com')}{Enter}`);
    await expect(
      await canvas.findByText('Your e-mail address is now ada.lovelace@example.com.'),
    ).toBeVisible();
    await expect(getStoredUser()?.email).toBe('ada.lovelace@example.com');
    await expect(await canvas.findByText('Currently ada.lovelace@example.com.')).toBeVisible();
  },
};

export const WrongPhoneCode: Story = {
  beforeEach: asAda,
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New mobile number'), '+4915199887766{Enter}');
    const code = await canvas.findByLabelText('Code from the text message');
    await userEvent.type(
      code,
      `${sandboxCodeFor('+4915199887766') === '000000' ? '111111' : '000000'}{Enter}`,
    );
    // Said once, in the alert; the field is marked and read out with it.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This code is not right or has expired.',
    );
    await expect(canvas.getAllByText(/This code is not right/)).toHaveLength(1);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining('This code is not right'));
  },
};

export const SignedInDark: Story = {
  beforeEach: asAda,
  globals: { theme: 'dark' },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('New mobile number')).toBeVisible();
  },
};

/** The e-mail verification step, with the shop's status route as the sandbox knows it. */
const verifyingAsAda: Story['beforeEach'] = async ({ msw }) => {
  msw.use(shopVerificationStatusRoute, shopOneTimeCodeRoute(defaultConfig));
  return signedInAs('ada@example.com')();
};

/** A fresh cache per story: the status another story read would otherwise show. */
const freshCache: Story['decorators'] = [withFreshCache];

export const EmailNotVerified: Story = {
  decorators: freshCache,
  beforeEach: verifyingAsAda,
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'E-mail verification' });
    await expect(within(section).getByRole('button', { name: 'Send a verification code' })).toBeVisible();
  },
};

export const EmailVerifiedByKeyboard: Story = {
  decorators: freshCache,
  beforeEach: verifyingAsAda,
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'E-mail verification' });
    within(section).getByRole('button', { name: 'Send a verification code' }).focus();
    await userEvent.keyboard('{Enter}');
    const code = await within(section).findByLabelText('Code from the e-mail');
    await userEvent.type(code, `${sandboxCodeFor('ada@example.com')}{Enter}`);
    await expect(
      await within(section).findByText('Your e-mail address ada@example.com is verified.'),
    ).toBeVisible();
  },
};

export const EmailVerifiedDark: Story = { ...EmailVerifiedByKeyboard, globals: { theme: 'dark' } };
