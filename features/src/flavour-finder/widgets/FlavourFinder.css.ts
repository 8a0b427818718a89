import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

// In the page's column (1,200 px, as the hero above it), its questions at a readable width from the column's left
// edge: centred on their own, they stood out of line with the rest of the page.
export const finder = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 44rem)',
  gap: vars.space.lg,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [mediaQueries.small]: { paddingInline: vars.space.md } },
});

export const heading = style({ margin: 0 });

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const step = style({ display: 'grid', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const alert = style({ margin: 0, color: vars.color.danger });

export const result = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const ratings = style({ display: 'grid', gap: vars.space.xs, maxWidth: '20rem' });

export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });
