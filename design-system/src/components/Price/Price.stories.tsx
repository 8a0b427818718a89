import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inRightToLeft } from '../../storybook/frames';
import { Price } from './Price';

const meta = {
  title: 'Design system/Primitives/Price',
  component: Price,
  args: { amount: 24, currency: 'EUR', locale: 'de-DE' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('24,00 €');
  },
};

export const Reduced: Story = {
  args: { oldAmount: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30,00 €').closest('del')).not.toBeNull();
    await expect(canvas.getByText('20% off')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('Now 24,00 €was 30,00 €-20%20% off');
  },
};

export const ReducedWithoutBadge: Story = { args: { oldAmount: 30, showDiscount: false } };

export const PoundsInBritain: Story = {
  args: { amount: 19.99, oldAmount: 24.99, currency: 'GBP', locale: 'en-GB' },
};

export const YenWithoutDecimals: Story = { args: { amount: 2490, currency: 'JPY', locale: 'ja-JP' } };

export const Dark: Story = { ...Reduced, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: {
    amount: 95,
    oldAmount: 120,
    currency: 'AED',
    locale: 'ar-AE',
    labels: { now: 'الآن', was: 'كان', discount: (p) => `خصم ${p}%` },
  },
};
