import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';
import * as styles from './Table.css';

interface Entry {
  date: string;
  activity: string;
  points: number;
}

const entries: Entry[] = [
  { date: '2 March 2026', activity: 'Order', points: 120 },
  { date: '1 March 2026', activity: 'Reward redeemed', points: -500 },
];

const columns: TableColumn<Entry>[] = [
  { key: 'date', header: 'Date', cell: (entry) => entry.date },
  { key: 'activity', header: 'Activity', cell: (entry) => entry.activity },
  { key: 'points', header: 'Points', align: 'end', cell: (entry) => entry.points },
];

function renderHistory() {
  return render(
    <Table caption="Points history" columns={columns} rows={entries} rowKey={(entry) => entry.date} />,
  );
}

/** Lays the scroll box out `contentWidth` px wide in a `boxWidth` px box (jsdom has no layout) and reports the size. */
function layOut(boxWidth: number, contentWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  const observed: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        observed.push(this.report);
      }
      disconnect() {}
    },
  );
  return { report: () => act(() => observed.forEach((report) => report())) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Table', () => {
  it('table: the caption is the accessible name, hidden from sight by default', () => {
    renderHistory();
    const table = screen.getByRole('table', { name: 'Points history' });
    const caption = within(table).getByText('Points history');
    expect(caption.closest('caption')).not.toBeNull();
    expect(caption).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });

  it('table: showCaption shows the caption as it is', () => {
    render(
      <Table
        caption="Points history"
        showCaption
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.date}
      />,
    );
    expect(screen.getByRole('table').querySelector('caption')).toHaveClass(styles.caption);
  });

  it('table: headers are column headers, in column order', () => {
    renderHistory();
    expect(
      screen.getAllByRole('columnheader').map((header) => [header.textContent, header.getAttribute('scope')]),
    ).toEqual([
      ['Date', 'col'],
      ['Activity', 'col'],
      ['Points', 'col'],
    ]);
  });

  it('table: one row per entry, each cell filled by its column', () => {
    renderHistory();
    const [, first] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 March 2026', 'Order', '120']);
  });

  it('table: number columns are end-aligned, header and cells alike; text columns are not', () => {
    renderHistory();
    expect(screen.getByRole('columnheader', { name: 'Points' })).toHaveClass(styles.end);
    expect(screen.getByRole('cell', { name: '-500' })).toHaveClass(styles.end);
    expect(screen.getByRole('columnheader', { name: 'Activity' })).not.toHaveClass(styles.end);
    expect(screen.getByRole('cell', { name: 'Reward redeemed' })).not.toHaveClass(styles.end);
  });

  it('table: a table that fits is no scroll region and no tab stop', () => {
    const layout = layOut(600, 600);
    const { container } = renderHistory();
    layout.report();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('table: a table wider than its box scrolls in a focusable region named by the caption', () => {
    const layout = layOut(320, 540);
    renderHistory();
    layout.report();
    const region = screen.getByRole('region', { name: 'Points history' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
