import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

export const locator = style({
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.tight,
});
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flex: '1 1 20rem',
});
export const submit = style({ flex: '0 0 auto' });
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
});
export const problem = style({ margin: 0, color: vars.color.danger });
export const problemBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
});

// The map goes below the list at every width: the list comes first for everyone, and a map out of the first view loads
// only when scrolled to, so the page's first-load JavaScript stays as it was.
export const results = style({ display: 'grid', gap: vars.space.lg });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  display: 'grid',
  gap: vars.space.xs,
});
export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});
export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
export const storeName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  flex: '1 1 auto',
});
export const distance = style({ margin: 0, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const address = style({ marginBlock: `${vars.space.xs} 0` });
export const subheading = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const hours = style({ margin: 0, display: 'grid', gap: vars.space.xxs });
// The hours keep to one line ("10:00–20:00" broke after the dash on a phone); the day column gives way.
export const hoursRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(min-content, 7rem) max-content',
  gap: vars.space.sm,
});
export const services = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const details = style({ display: 'grid', gap: vars.space.xs });
export const contact = style({ margin: 0, display: 'grid', gap: vars.space.xxs });

export const plot = style({
  width: '100%',
  maxWidth: '28rem',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  '@media': {
    // On a phone the list alone is clearer than a plot pushed below it.
    [mediaQueries.small]: { display: 'none' },
  },
});
export const plotGround = style({ fill: vars.color.surface });
export const plotOrigin = style({ fill: 'none', stroke: vars.color.focus, strokeWidth: 1.2 });
export const plotStore = style({ fill: vars.color.accent });
export const plotStoreSelected = style({ fill: vars.color.text });
export const plotNumber = style({
  fill: vars.color.onAccent,
  fontSize: '3px',
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.body,
});

/** Says why the locator already shows stores: they are around where the shopper's connection places them. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Holds the plot until the map has loaded, and the map after: the same box, so nothing moves. */
export const mapArea = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    // On a phone the plot is hidden: the box keeps the map's room, so the page does not jump when it arrives.
    [mediaQueries.small]: { minHeight: '22rem', alignContent: 'start' },
  },
});

// The details button is a ghost button: its words line up with the card's text above (its padding stood them in).
export const detailsToggle = style({
  justifySelf: 'start',
  marginInlineStart: `calc(-1 * ${vars.space.md})`,
});
