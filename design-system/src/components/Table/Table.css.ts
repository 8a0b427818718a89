import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The table's own scroll box: a table wider than its column scrolls sideways inside it, not the page. */
export const scroll = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

/** A caption shown on the page (hidden by default, when a heading above already names the table). */
export const caption = style({
  paddingBottom: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([
  cell,
  { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold },
]);

// Numbers line up on their last digit and never break over two lines; a narrow screen scrolls the table instead.
export const end = style({ textAlign: 'end', whiteSpace: 'nowrap' });
