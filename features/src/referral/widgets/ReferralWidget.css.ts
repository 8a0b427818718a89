import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

/** The code panel: the plum gradient, text in the theme's text colour (checked for contrast in both themes). */
export const codePanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.gradientFallback.plum,
  backgroundImage: vars.gradient.plum,
  color: vars.color.text,
});

export const codeLabel = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const code = style({
  display: 'block',
  marginTop: vars.space.xxs,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  // The code is selectable as one piece for copying by hand.
  userSelect: 'all',
});

// Always present (empty until a copy) so screen readers already watch it when the message arrives.
export const copyStatus = style({ margin: 0, fontSize: vars.fontSize.sm, flexBasis: '100%' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [mediaQueries.small]: { gridTemplateColumns: '1fr' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const stack = style({ display: 'grid', gap: vars.space.sm });

// Every referral entry is points earned.
export const earned = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });
