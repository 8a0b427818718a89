import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

/** Phones: the page alone (the overview's cards lead on). Desktop: the side navigation beside the page. */
export const layout = style({
  '@media': {
    [mediaQueries.mediumUp]: {
      display: 'grid',
      gridTemplateColumns: '14rem minmax(0, 1fr)',
      gap: vars.space.md,
      maxWidth: '1200px',
      margin: '0 auto',
      paddingLeft: vars.space.lg,
    },
  },
});

export const sideNavigation = style({
  display: 'none',
  '@media': { [mediaQueries.mediumUp]: { display: 'block', paddingTop: vars.space.xl } },
});

export const sideList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const sideLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  hyphens: 'auto',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.medium,
      boxShadow: `inset 3px 0 0 ${vars.color.text}`,
      background: vars.color.surface,
    },
  },
});

/** Phones only: the way back from an account page to the overview. */
export const backLink = style({
  display: 'inline-block',
  padding: `${vars.space.md} ${vars.space.lg} 0`,
  '@media': { [mediaQueries.mediumUp]: { display: 'none' } },
});

export const cards = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const card = style({
  display: 'block',
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  hyphens: 'auto',
  overflowWrap: 'break-word',
  selectors: { '&:hover': { borderColor: vars.color.text } },
});

export const cardTitle = style({ display: 'block', fontWeight: vars.fontWeight.medium });

export const cardText = style({
  display: 'block',
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
