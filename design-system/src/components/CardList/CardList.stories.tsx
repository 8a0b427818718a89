import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneFrame } from '../../storybook/canvas.css';
import { Card, CardList, CardTitle } from './CardList';

// The widgets' lines under a title set no margin of their own: the card's gap spaces them.
const line = { margin: 0 };

const meta = {
  title: 'Design system/Display pieces/CardList',
  component: CardList,
} satisfies Meta<typeof CardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  render: () => (
    <div className={phoneFrame}>
      <CardList aria-label="In-store purchases">
        <Card>
          <CardTitle level={3}>2 November 2026</CardTitle>
          <p style={line}>Flagship Store Berlin Mitte, Berlin</p>
          <p style={line}>Total €92.00</p>
        </Card>
        <Card>
          <CardTitle level={3}>
            A very long partner name that must wrap rather than push the card off a phone
          </CardTitle>
          <p style={line}>Total €19.50</p>
        </Card>
      </CardList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'In-store purchases' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('heading', { name: '2 November 2026', level: 3 })).toBeVisible();
  },
};

export const CardsDark: Story = { ...Cards, globals: { theme: 'dark' } };
