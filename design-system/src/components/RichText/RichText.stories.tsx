import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostileDescription, longDescription } from '../../storybook/fixtures';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { RichText } from './RichText';

const editorial =
  '<h2>Crafted for the slow moments</h2><p>Every blend starts with leaves chosen for their <strong>natural sweetness</strong>, ' +
  'dried slowly and <a href="/story">cut by hand</a>.</p><ul><li>Small batches</li><li>Fully traceable</li></ul>';

const meta = {
  title: 'Design system/Primitives/RichText',
  component: RichText,
  decorators: [inFrame],
  parameters: { frame: 'wide' },
  args: { html: editorial },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editorial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Crafted for the slow moments' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'cut by hand' })).toHaveAttribute('href', '/story');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const HostileMarkupIsInert: Story = {
  args: { html: hostileDescription },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    const injected = canvasElement.querySelector('img[src="x"]');
    await expect(injected).not.toBeNull();
    await expect(injected?.getAttribute('onerror')).toBeNull();
    await expect(injected).toHaveAttribute('alt', '');
  },
};

export const LongTextAtPhoneWidth: Story = {
  args: { html: longDescription + longDescription },
  ...phoneWidth,
};

export const Empty: Story = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: { html: '<h2>صُنع للحظات الهادئة</h2><ul><li>دفعات صغيرة</li><li>قابل للتتبع بالكامل</li></ul>' },
};
