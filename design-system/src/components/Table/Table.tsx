import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  /** Tells the columns apart; unique within the table. */
  key: string;
  header: ReactNode;
  /** `end` for numbers, so they line up on their last digit (and follow the reading direction in right-to-left). */
  align?: 'start' | 'end';
  /** The cell's content for one row; a tone that carries meaning comes in here, e.g. as a styled `<span>`. */
  cell: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  /** Shows the caption on the page too; off by default, as a heading above the table usually names it already. */
  showCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  className?: string;
}

/**
 * Rows of data under column headers, numbers end-aligned in tabular figures. A table wider than its column scrolls
 * sideways in its own box, which then takes keyboard focus (so it can be scrolled without a mouse) and the caption
 * as its name.
 */
export function Table<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const scrollBox = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(scrollBox);
  const align = (column: TableColumn<Row>) => column.align === 'end' && styles.end;
  return (
    <div
      ref={scrollBox}
      className={clsx(styles.scroll, className)}
      {...(overflows && { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 })}
    >
      <table className={styles.table}>
        <caption id={captionId} className={showCaption ? styles.caption : undefined}>
          {showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx(styles.headCell, align(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.key} className={clsx(styles.cell, align(column))}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the box's content is wider than the box, measured again whenever either changes size. */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // The observer reports each element once on observing, so the first measurement needs no call of its own.
    const observer = new ResizeObserver(() => setOverflows(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
