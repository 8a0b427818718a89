import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

export const hero = style({ background: vars.color.background, color: vars.color.text });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {
    [mediaQueries.small]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: vars.space.md,
      gap: vars.space.md,
    },
  },
});

export const title = style({
  // Fluid between the phone and desktop display sizes.
  fontSize: `clamp(2rem, 5vw, 3.25rem)`,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  margin: `0 0 ${vars.space.sm}`,
});

export const text = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

// On phones the picture comes first, above the headline.
export const media = style({ '@media': { [mediaQueries.small]: { order: -1 } } });
