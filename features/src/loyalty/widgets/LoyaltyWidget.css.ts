import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

/** The balance panel: the programme's gradient, text in the theme's text colour (checked for contrast in both themes). */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.gradientFallback.lagoon,
  backgroundImage: vars.gradient.lagoon,
  color: vars.color.text,
  '@media': { [mediaQueries.small]: { gridTemplateColumns: '1fr' } },
});

export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const balanceLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm });

export const tier = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const tierImage = style({ width: '4rem', flexShrink: 0 });

// The medal is drawn on transparency: no frame colour behind it.
export const tierMedal = style({ backgroundColor: 'transparent' });

export const tierName = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const tierList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tierItem = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  width: '5rem',
  fontWeight: vars.fontWeight.medium,
});

export const tierListImage = style({ width: '100%', backgroundColor: 'transparent' });

export const prizeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const prize = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const prizeBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.md,
});

export const prizeBrand = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const prizeName = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });

export const prizeSubtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const prizeFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.md,
  paddingTop: 0,
});

export const prizeCost = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const prizeMissing = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  flexBasis: '100%',
});

export const earned = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const muted = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const signIn = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const result = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const coupon = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
  fontFamily: 'ui-monospace, monospace',
});

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const stack = style({ display: 'grid', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const delivery = style({ lineHeight: vars.lineHeight.snug });
