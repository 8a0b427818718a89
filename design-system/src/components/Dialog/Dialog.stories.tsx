import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Design system/Primitives/Dialog',
  component: Dialog,
  args: {
    trigger: <Button variant="secondary">Remove item</Button>,
    title: 'Remove Amber Reserve?',
    description: 'The item leaves your cart. You can add it again at any time.',
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Keep it</Button>
        </DialogClose>
        <Button>Remove</Button>
      </>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndClosesWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove item' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Remove Amber Reserve?' });
    await expect(dialog).toHaveAccessibleDescription('The item leaves your cart. You can add it again at any time.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const DarkOpen: Story = {
  globals: { theme: 'dark' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.className).toContain('dark');
  },
};
