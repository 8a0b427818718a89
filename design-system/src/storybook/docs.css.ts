import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Styles of the token samples on the Theme docs page. */

export const sampleRow = style({
  display: 'grid',
  gridTemplateColumns: '6rem 5rem 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const sampleName = style({ fontWeight: vars.fontWeight.semibold });
export const sampleValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const spacingBar = style({
  blockSize: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
});

export const tiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const themePanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  padding: vars.space.xl,
  // A theme panel is a page of its own: nothing (a large shadow) spills onto the docs page around it.
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.body,
});

export const tile = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '7.5rem',
  blockSize: '5rem',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const themeColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
});

export const themeLabel = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const gradientGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  fontFamily: vars.font.body,
});

export const gradientTile = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minBlockSize: '7rem',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const gradientName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const gradientDetail = style({ fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' });
