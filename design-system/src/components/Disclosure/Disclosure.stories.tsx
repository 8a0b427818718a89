import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inFrame, phoneWidth } from '../../storybook/frames';
import { Link } from '../Link';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Design system/Primitives/Disclosure',
  component: Disclosure,
  decorators: [inFrame],
  parameters: { frame: 'wide' },
  args: {
    summary: 'Sort and filter',
    openFrom: 'mediumUp',
    children: (
      <p>
        <Link variant="choice" href="?sort=name-asc">
          Name: A to Z
        </Link>
      </p>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From medium width up the content stands on the page and there is no button. */
export const OpenFromMediumUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // checkVisibility, not toBeVisible: jest-dom counts anything in a closed details as hidden, whatever its style.
    await expect(canvas.getByRole('link', { name: 'Name: A to Z' }).checkVisibility()).toBe(true);
    await expect(canvasElement.querySelector('summary')!.checkVisibility()).toBe(false);
  },
};

/**
 * On a phone a button: a press opens it (Enter and Space too, natively: the end-to-end tests press them in a real
 * browser), Escape closes it and the focus stays on the button.
 */
export const PhoneOpensAndEscapeCloses: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Name: A to Z', hidden: true });
    const summary = canvasElement.querySelector('summary')!;
    await expect(link.checkVisibility()).toBe(false);
    await userEvent.click(summary);
    await expect(link.checkVisibility()).toBe(true);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(link.checkVisibility()).toBe(false);
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
  },
};

export const PhoneOpenDark: Story = {
  ...phoneWidth,
  args: { open: true },
  globals: { ...phoneWidth.globals, theme: 'dark' },
};
