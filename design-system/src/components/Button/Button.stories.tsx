import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { row } from '../../storybook/canvas.css';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { Icon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Design system/Primitives/Button',
  component: Button,
  decorators: [inFrame],
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="contrast">
        Contrast
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
};

export const VariantsDark: Story = { ...Variants, globals: { theme: 'dark' } };

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Continue <Icon name="arrowRight" />
      </>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="/shop">Shop the range</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop the range' });
    await expect(link).toHaveAttribute('href', '/shop');
    await expect(link).not.toHaveAttribute('type');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const FullWidthAtPhoneWidth: Story = { args: { fullWidth: true }, ...phoneWidth };

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: {
    children: (
      <>
        متابعة <Icon name="arrowRight" />
      </>
    ),
  },
};
