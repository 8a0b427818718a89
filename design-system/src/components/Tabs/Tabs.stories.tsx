import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Design system/Primitives/Tabs',
  component: Tabs,
  decorators: [inFrame],
  parameters: { frame: 'wide' },
  args: { defaultValue: 'taste' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="About this flavour">
        <TabsTrigger value="taste">Taste</TabsTrigger>
        <TabsTrigger value="ingredients">Ingredients</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="taste">Toasted cedar, honey and dried apricot.</TabsContent>
      <TabsContent value="ingredients">Selected leaves, natural flavourings.</TabsContent>
      <TabsContent value="reviews">4.7 out of 5 from 1,204 reviews.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Ingredients' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Ingredients' })).toHaveTextContent('Selected leaves');
  },
};

export const ArrowKeysSwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Taste' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { decorators: [inRightToLeft], args: { dir: 'rtl' } };

export const PhoneWidth: Story = { ...phoneWidth };
