import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { Blocks, blockList, defineBuiltIn, listEntry } from './defineBuiltIn';
import { readInputs, type BlockInput } from '../inputs';
import { safeUrl } from '@storefront/features/platform';
import * as styles from './builtins.css';

interface Column {
  blocks: ReturnType<typeof blockList>;
  width?: number;
  link?: string;
}

function columnsOf(value: unknown): Column[] {
  if (!Array.isArray(value)) return [];
  return value.map((column: unknown) => {
    const raw = listEntry(column);
    const width = typeof raw.width === 'number' && raw.width > 0 && raw.width <= 100 ? raw.width : undefined;
    const link = safeUrl(raw.link, 'link');
    return { blocks: blockList(raw.blocks), ...(width ? { width } : {}), ...(link ? { link } : {}) };
  });
}

const inputs = [
  { name: 'space', friendlyName: 'Gutter size', type: 'number', min: 0, max: 400, defaultValue: 20 },
  { name: 'stackColumnsAt', type: 'string', enum: ['tablet', 'mobile', 'never'], defaultValue: 'tablet' },
  { name: 'reverseColumnsWhenStacked', type: 'boolean', defaultValue: false },
] as const satisfies readonly BlockInput[];

/**
 * Builder's Columns: side by side with the content's widths (percent; equal when unset) and gutter (`space`, px),
 * stacked at the content's tablet or phone breakpoint (its `meta.breakpoints`, else 991 / 640 px) as `stackColumnsAt`
 * says, reversed when stacked if asked. Pure CSS, in the page's responsive styles: the columns need no script.
 */
export const columnsBuiltIn = defineBuiltIn({
  name: 'Columns',
  friendlyName: 'Columns',
  inputs,
  nested: (options) => columnsOf(options.columns).map((column) => column.blocks),
  css: (block, selector, media) => {
    const { stackColumnsAt = 'tablet', reverseColumnsWhenStacked = false } = readInputs(
      inputs,
      block.component?.options,
    ).props;
    if (stackColumnsAt === 'never') return '';
    const direction = reverseColumnsWhenStacked ? 'column-reverse' : 'column';
    const row = `${selector}>.builder-columns`;
    return `@media ${stackColumnsAt === 'tablet' ? media.medium : media.small}{${row}{flex-direction:${direction};align-items:stretch}${row}>.builder-column{width:100%}}`;
  },
  component: ({ space = 20, block }) => {
    const columns = columnsOf(block.component?.options?.columns);
    // As Builder does: each column gives up its share of the gutters, so widths that add up to 100 fit one row.
    const gutters = space * (columns.length - 1);
    return (
      <div
        className={clsx('builder-columns', styles.columns)}
        style={{ '--builder-gutter': `${space}px` } as CSSProperties}
      >
        {columns.map((column, index) => {
          const width = column.width ?? 100 / columns.length;
          const className = clsx('builder-column', styles.column);
          const style = {
            '--builder-column-width': `calc(${width}% - ${(gutters * width) / 100}px)`,
          } as CSSProperties;
          const content = <Blocks blocks={column.blocks} />;
          return column.link ? (
            <a key={index} className={clsx(className, styles.columnLink)} style={style} href={column.link}>
              {content}
            </a>
          ) : (
            <div key={index} className={className} style={style}>
              {content}
            </div>
          );
        })}
      </div>
    );
  },
});
