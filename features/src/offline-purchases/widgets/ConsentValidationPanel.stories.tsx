import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsentValidationPanel } from './ConsentValidationPanel';

/** The widths the page is reviewed at: a phone and a desktop. */
const viewports = {
  options: {
    phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '700px' } },
    desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '700px' } },
  },
};
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Offline purchases/ConsentValidationPanel',
  parameters: { screenshot: true, viewport: viewports },
  component: ConsentValidationPanel,
} satisfies Meta<typeof ConsentValidationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper arrived from the e-mail and has not confirmed yet. */
export const Arrived: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm my consent' })).toBeVisible();
  },
};
export const ArrivedDark: Story = { ...Arrived, globals: { theme: 'dark' } };
export const ArrivedPhone: Story = { ...Arrived, globals: phone };

export const Validated: Story = {
  args: { outcome: 'validated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('your consent is confirmed');
  },
};
export const ValidatedDark: Story = { ...Validated, globals: { theme: 'dark' } };
export const ValidatedPhone: Story = { ...Validated, globals: phone };

export const Invalid: Story = {
  args: { outcome: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('not valid');
  },
};
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const Unknown: Story = {
  args: { outcome: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We do not know this');
  },
};

export const Unreachable: Story = {
  args: { outcome: 'unreachable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not reach');
    await expect(canvas.getByRole('button', { name: 'Confirm my consent' })).toBeVisible();
  },
};
export const UnreachableDark: Story = { ...Unreachable, globals: { theme: 'dark' } };
