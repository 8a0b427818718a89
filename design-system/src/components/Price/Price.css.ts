import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

export const current = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const reduced = style({ color: vars.color.danger });

export const old = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
