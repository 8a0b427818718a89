import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { Accordion, AccordionItem } from './Accordion';

const meta = {
  title: 'Design system/Primitives/Accordion',
  component: Accordion,
  decorators: [inFrame],
  parameters: { frame: 'wide' },
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="delivery" title="When will my order arrive?">
        Standard delivery takes 2 to 4 working days.
      </AccordionItem>
      <AccordionItem value="returns" title="Can I return a device?">
        Yes, within 30 days in its original packaging.
      </AccordionItem>
      <AccordionItem value="warranty" title="How long is the warranty?">
        Two years from the day of purchase.
      </AccordionItem>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'When will my order arrive?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Standard delivery takes 2 to 4 working days.')).toBeVisible();
  },
};

export const KeyboardMovesBetweenHeaders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'When will my order arrive?' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Can I return a device?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Can I return a device?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const OneOpen: Story = { args: { defaultValue: 'returns' } };

export const Dark: Story = { ...OneOpen, globals: { theme: 'dark' } };

export const RightToLeft: Story = { ...OneOpen, decorators: [inRightToLeft] };

export const PhoneWidth: Story = { ...OneOpen, ...phoneWidth };
