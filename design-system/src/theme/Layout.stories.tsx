import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlavourRating } from '../components/FlavourRating';
import { inFrame, phoneWidth } from '../storybook/frames';
import { sprinkles } from './sprinkles.css';

/** A product summary laid out with `sprinkles`: stacked on a phone, side by side from the medium breakpoint up. */
function SummaryLayout() {
  return (
    <section
      aria-label="Amber Reserve"
      data-testid="summary"
      className={sprinkles({
        display: 'flex',
        flexDirection: { small: 'column', medium: 'row' },
        alignItems: { small: 'stretch', medium: 'center' },
        justifyContent: { medium: 'space-between' },
        gap: { small: 'md', large: 'xl' },
        padding: { small: 'md', large: 'xl' },
        backgroundColor: 'surface',
        borderRadius: 'lg',
      })}
    >
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}>
        <strong>Amber Reserve</strong>
        <span className={sprinkles({ color: 'textMuted' })}>Toasted cedar, honey and dried apricot.</span>
      </div>
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}>
        <FlavourRating label="Intensity" value={4} />
        <FlavourRating label="Body" value={3.5} />
      </div>
    </section>
  );
}

const meta = {
  title: 'Design system/Theme/Layout (sprinkles)',
  component: SummaryLayout,
  decorators: [inFrame],
  parameters: { frame: 'wide' },
} satisfies Meta<typeof SummaryLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySideFromMedium: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByTestId('summary');
    await expect(getComputedStyle(summary).flexDirection).toBe('row');
  },
};

export const StackedOnAPhone: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByTestId('summary');
    await expect(getComputedStyle(summary).flexDirection).toBe('column');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
