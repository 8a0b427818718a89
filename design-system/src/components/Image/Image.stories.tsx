import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenImage, flavourPacks, scenes } from '../../storybook/fixtures';
import { inFrame, phoneWidth } from '../../storybook/frames';
import { Image } from './Image';

const meta = {
  title: 'Design system/Primitives/Image',
  component: Image,
  decorators: [inFrame],
  parameters: { frame: 'card' },
  args: { ...scenes.meadow },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'A sunlit meadow' });
    await expect(
      image
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['100w', '200w', '400w', '800w', '1200w', '1600w', '2000w']);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'A sunlit meadow' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const ProductContained: Story = { args: { ...flavourPacks.teal, aspectRatio: 1, fit: 'contain' } };

export const FailedLoadShowsFallback: Story = {
  args: { src: brokenImage.src, srcFor: undefined, alt: brokenImage.alt },
  play: async ({ canvasElement }) => {
    // The failed <img> gives way to the fallback, which keeps the picture's name.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Missing product picture' }).tagName).toBe(
        'SPAN',
      ),
    );
  },
};

export const MissingSourceShowsCustomFallback: Story = {
  args: { src: undefined, srcFor: undefined, alt: '', fallback: 'Picture coming soon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Picture coming soon')).toBeVisible();
  },
};

export const ReservedAspectRatio: Story = {
  args: { aspectRatio: 16 / 9 },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('img')?.parentElement;
    const { width, height } = frame!.getBoundingClientRect();
    await expect(Math.round((width / height) * 100) / 100).toBe(1.78);
  },
};

export const Dark: Story = { ...FailedLoadShowsFallback, globals: { theme: 'dark' } };

export const PhoneWidth: Story = { ...phoneWidth };
