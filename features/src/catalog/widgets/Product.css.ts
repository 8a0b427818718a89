import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

/** The product page: one column on phones; from medium width up the gallery left and the buying column right. */
export const productPage = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mediaQueries.mediumUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl },
  },
});
export const buying = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const gallery = style({ display: 'grid', gap: vars.space.sm, width: '100%' });
/** The main picture is the zoom's button: the whole square is the target, framed only when focused by keyboard. */
export const mainPicture = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(3.5rem, 4.5rem))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumbnail = style({
  display: 'block',
  width: '100%',
  minWidth: '44px',
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent, borderWidth: '2px', padding: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
/** The enlarged picture takes as much of the screen as fits, still square. */
export const zoom = style({ width: 'min(90vw, calc(90vh - 4rem))', maxWidth: 'none' });

export const image = style({
  width: '100%',
  maxWidth: '20rem',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});
export const price = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  margin: 0,
  fontSize: vars.fontSize.lg,
});
export const oldPrice = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontSize: vars.fontSize.md,
});
export const swatches = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  border: 0,
  padding: 0,
  margin: 0,
});
export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, borderWidth: '2px' },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const swatchDot = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const alert = style({ color: vars.color.danger, margin: 0 });
export const success = style({ color: vars.color.success, margin: 0 });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  // Two cards side by side on a phone rather than one card the height of the screen.
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm },
  },
});
export const card = style({
  display: 'grid',
  gap: vars.space.xxs,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
});
export const related = style({ display: 'grid', gap: vars.space.md, gridColumn: '1 / -1' });

export const breadcrumbs = style({ fontFamily: vars.font.body, marginBlockEnd: vars.space.md });
export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
});
// The separator is drawn, not written, so screen readers read the trail without "slash".
globalStyle(`${breadcrumbList} > li + li::before`, { content: '"/"', marginInlineEnd: vars.space.xs });

export const listing = style({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body });
/** The sort and filters' disclosure: a button on a phone, the links themselves from medium width up. */
export const controlsPanel = style({});
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  // Under the phone's button, once it is open.
  '@media': { [mediaQueries.small]: { marginBlockStart: vars.space.md } },
});
/** The button's chevron turns when the panel is open; at once for a shopper who asks for reduced motion. */
export const controlsChevron = style({
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${controlsPanel}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});
export const facet = style({ display: 'grid', gap: vars.space.xs });
export const facetTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const facetOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/**
 * A loyalty points line: read-only information, in the success colour that says "this earns you something". Its line
 * is kept while the points are asked for (the browser asks once the page is live), so their arrival moves nothing.
 */
export const points = style({
  margin: 0,
  minHeight: '1lh',
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
});
// A few digits need a narrow box; its error message beside it keeps the column's width.
export const quantity = style({});
globalStyle(`${quantity} input`, { maxWidth: '10rem' });
