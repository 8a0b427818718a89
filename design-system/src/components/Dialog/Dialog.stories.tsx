import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

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
    await expect(dialog).toHaveAccessibleDescription(
      'The item leaves your cart. You can add it again at any time.',
    );
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

export const Open: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
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

/** The parts composed by hand: what a widget does when the composed Dialog's props are not enough. */
function DrawerExample({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogRoot onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">Delivery options</Button>
      </DialogTrigger>
      <DialogContent variant="drawer">
        <DialogHeader>
          <DialogTitle>Delivery options</DialogTitle>
        </DialogHeader>
        <div style={{ display: 'grid', gap: '1rem', padding: '1.5rem' }}>
          <DialogDescription>
            Choose how your order reaches you. You can change it until we ship.
          </DialogDescription>
          <p style={{ margin: 0 }}>Standard delivery arrives in two to three working days.</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** Sheet rules that apply to the element inside `@media (prefers-reduced-motion: reduce)`. */
function reducedMotionRulesFor(element: Element): CSSStyleRule[] {
  return [...document.styleSheets].flatMap((sheet) =>
    [...sheet.cssRules]
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'),
      )
      .flatMap((media) => [...media.cssRules])
      .filter(
        (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText),
      ),
  );
}

export const Drawer: Story = {
  parameters: { screenshot: 'viewport' },
  render: (args) => <DrawerExample onOpenChange={args.onOpenChange} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery options' });
    await userEvent.click(trigger);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Delivery options' });
    await expect(drawer).toHaveAccessibleDescription(
      'Choose how your order reaches you. You can change it until we ship.',
    );
    // drawer: a side sheet at the inline end, the full height of the viewport.
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.top)).toBe(0);
    await expect(Math.round(box.height)).toBe(innerHeight);
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const DrawerRespectsReducedMotion: Story = {
  render: (args) => <DrawerExample onOpenChange={args.onOpenChange} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delivery options' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Delivery options' });
    // drawer: no slide-in when the shopper's system asks for reduced motion (the scrim does not fade either).
    const overlay = drawer.previousElementSibling!;
    for (const element of [drawer, overlay]) {
      await expect(reducedMotionRulesFor(element).some((rule) => rule.style.animationName === 'none')).toBe(
        true,
      );
    }
  },
};

export const DrawerClosesWithEscape: Story = {
  render: (args) => <DrawerExample onOpenChange={args.onOpenChange} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery options' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog', { name: 'Delivery options' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const DrawerDark: Story = {
  ...Drawer,
  globals: { theme: 'dark' },
  play: async (context) => {
    await Drawer.play!(context);
    const drawer = within(document.body).getByRole('dialog');
    await expect(drawer.className).toContain('dark');
  },
};
