import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** The pager with its page held in state, as a list's widget holds it. */
function PagedList({ onPageChange, page: firstPage, ...props }: PaginationProps) {
  const [page, setPage] = useState(firstPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Primitives/Pagination',
  component: Pagination,
  args: { label: 'Points history pages', page: 1, pages: 3, onPageChange: fn() },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // pagination: a navigation landmark named after what it pages.
    const nav = canvas.getByRole('navigation', { name: 'Points history pages' });
    // pagination: the current page is marked as such for assistive technology.
    await expect(within(nav).getByText('Page 1 of 3')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const NextAndPreviousByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // pagination: both buttons are reached with Tab and pressed with Enter or Space.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // pagination: at the last page Next says it is disabled and keeps focus, so the keyboard user is not thrown out.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
  },
};

export const LastPageDark: Story = {
  globals: { theme: 'dark' },
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 3 of 3')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const InTheShopsWords: Story = {
  args: { label: 'Seiten der Punkte', previousLabel: 'Zurück', nextLabel: 'Weiter', status: 'Seite 1 von 3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Seiten der Punkte' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expect(canvas.getByText('Seite 1 von 3')).toHaveAttribute('aria-current', 'page');
  },
};

export const OnePageShowsNothing: Story = {
  args: { pages: 1 },
  // An empty canvas: nothing to photograph.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    // pagination: hidden when everything fits on one page.
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A list whose pages are pages of the site (a category): previous and next are links, which work without JavaScript. */
export const PagesAsLinks: Story = {
  args: { label: 'Product pages', page: 2, pages: 3, hrefOf: (page: number) => `?page=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // pagination: pages of the site are links to their addresses, so they open without JavaScript.
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=1');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3');
    await expect(canvas.getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
  },
};
