import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { FlavourRating } from './FlavourRating';

const meta = {
  title: 'Design system/Display pieces/FlavourRating',
  component: FlavourRating,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: { label: 'Intensity', value: 3.5 },
} satisfies Meta<typeof FlavourRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How much of the five dots the fill covers, 0 to 1. */
function filledShare(dots: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(dots, '::before').width) / dots.getBoundingClientRect().width;
}

export const HalfStep: Story = {
  name: 'rating: 3.5 shows three full dots, one half dot and one empty dot',
  play: async ({ canvasElement }) => {
    const dots = within(canvasElement).getByRole('img', { name: '3.5 out of 5' });
    await expect(filledShare(dots)).toBeCloseTo(3.5 / 5, 3);
  },
};

export const Empty: Story = {
  args: { label: 'Sweetness', value: 0 },
  play: async ({ canvasElement }) => {
    const dots = within(canvasElement).getByRole('img', { name: '0 out of 5' });
    await expect(dots).toBeVisible();
    await expect(filledShare(dots)).toBe(0);
  },
};

export const Full: Story = {
  args: { label: 'Body', value: 5 },
  play: async ({ canvasElement }) => {
    const dots = within(canvasElement).getByRole('img', { name: '5 out of 5' });
    await expect(dots).toBeVisible();
    await expect(filledShare(dots)).toBeCloseTo(1, 3);
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { label: 'Cooling', value: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 out of 5' })).toBeVisible();
  },
};

export const OffStepIsRounded: Story = {
  args: { label: 'Aroma', value: 2.74 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '2.5 out of 5' })).toBeVisible();
  },
};

export const NotANumberShowsZero: Story = {
  args: { label: 'Aftertaste', value: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '0 out of 5' })).toBeVisible();
  },
};

export const TranslatedText: Story = {
  args: { label: 'Intensität', value: 4, formatValue: (value, max) => `${value} von ${max}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4 von 5' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { label: 'الشدة', value: 2.5 },
  decorators: [inRightToLeft],
};

export const LongLabelAtPhoneWidth: Story = {
  args: { label: 'Intensity of the toasted cedar and honeyed tobacco notes', value: 4.5 },
  ...phoneWidth,
};
