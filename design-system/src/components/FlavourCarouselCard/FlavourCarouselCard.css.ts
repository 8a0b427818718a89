import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gradientNames, type GradientName } from '../../theme/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  isolation: 'isolate',
});

export const plain = style({ backgroundColor: vars.color.surface });

export const gradient = styleVariants(
  Object.fromEntries(gradientNames.map((name) => [name, name])) as Record<GradientName, GradientName>,
  (name) => ({ backgroundColor: vars.gradientFallback[name], backgroundImage: vars.gradient[name] }),
);

export const media = style({
  selectors: {
    // The pack floats on the card's own background instead of the image placeholder's.
    [`${card} &`]: { backgroundColor: 'transparent' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBlockStart: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  overflowWrap: 'anywhere',
});

export const ratings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: '1px solid currentColor',
});

export const action = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });
