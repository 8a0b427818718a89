import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inFrame, inRightToLeft, phoneWidth } from '../../storybook/frames';
import { Table, type TableColumn } from './Table';

interface Order {
  number: string;
  placed: string;
  flavours: string;
  tins: number;
  points: number;
  total: number;
}

const orders: Order[] = [
  {
    number: '100000142',
    placed: '2026-03-14',
    flavours: 'Amber Reserve, Teal Mint',
    tins: 3,
    points: 240,
    total: 72,
  },
  { number: '100000137', placed: '2026-02-02', flavours: 'Ruby Berry', tins: 1, points: 80, total: 24 },
  {
    number: '100000121',
    placed: '2025-12-19',
    flavours: 'Citrus Bloom, Lagoon Fresh, Amber Reserve',
    tins: 12,
    points: 1120,
    total: 268.8,
  },
];

/** The columns in a locale's words and number formats (the sign of points placed by Intl, right to left too). */
function orderColumns(
  locale: string,
  headers: Record<'number' | 'placed' | 'flavours' | 'tins' | 'points' | 'total', string>,
): TableColumn<Order>[] {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const points = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return [
    { key: 'number', header: headers.number, cell: (order) => order.number },
    { key: 'placed', header: headers.placed, cell: (order) => date.format(new Date(order.placed)) },
    { key: 'flavours', header: headers.flavours, cell: (order) => order.flavours },
    { key: 'tins', header: headers.tins, align: 'end', cell: (order) => order.tins },
    { key: 'points', header: headers.points, align: 'end', cell: (order) => points.format(order.points) },
    { key: 'total', header: headers.total, align: 'end', cell: (order) => money.format(order.total) },
  ];
}

const columns = orderColumns('en-GB', {
  number: 'Order',
  placed: 'Placed on',
  flavours: 'Flavours',
  tins: 'Tins',
  points: 'Points',
  total: 'Total',
});

const meta = {
  title: 'Design system/Primitives/Table',
  component: Table<Order>,
  decorators: [inFrame],
  parameters: { frame: 'wide' },
  args: { caption: 'Your orders', columns, rows: orders, rowKey: (order) => order.number },
} satisfies Meta<typeof Table<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Your orders' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Placed on', 'Flavours', 'Tins', 'Points', 'Total']);
    await expect(getComputedStyle(canvas.getByText('€268.80')).textAlign).toBe('end');
    await expect(getComputedStyle(canvas.getByText('Ruby Berry')).textAlign).toBe('start');
    // Wide enough for every column: nothing to scroll, so no extra tab stop.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Dark: Story = { ...Orders, globals: { theme: 'dark' } };

export const VisibleCaption: Story = {
  args: { showCaption: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your orders')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [inRightToLeft],
  args: {
    caption: 'طلباتك',
    columns: orderColumns('ar-AE', {
      number: 'الطلب',
      placed: 'التاريخ',
      flavours: 'النكهات',
      tins: 'العلب',
      points: 'النقاط',
      total: 'المجموع',
    }),
    rows: orders.map((order, index) => ({
      ...order,
      flavours: ['عنبر ريزيرف، نعناع أزرق', 'توت روبي', 'زهرة الحمضيات، انتعاش البحيرة، عنبر ريزيرف'][index]!,
    })),
  },
};

/** Too wide for a phone: the table scrolls in its own box, which the keyboard can reach (and scroll with the arrow keys). */
export const PhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrollBox = await canvas.findByRole('region', { name: 'Your orders' });
    await expect(scrollBox.scrollWidth).toBeGreaterThan(scrollBox.clientWidth);
    await userEvent.tab();
    await expect(scrollBox).toHaveFocus();
  },
};
