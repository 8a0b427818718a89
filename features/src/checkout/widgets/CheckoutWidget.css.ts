import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@storefront/design-system';

/** The steps above, the step's form, and the order summary: beside the form on a wide screen, below it on a phone. */
export const checkout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 40rem)',
  alignItems: 'start',
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mediaQueries.largeUp]: {
      gridTemplateColumns: 'minmax(0, 40rem) minmax(16rem, 22rem)',
      columnGap: vars.space.xl,
    },
  },
});
export const stepsNav = style({ gridColumn: '1 / -1' });
export const orderSummary = style({
  '@media': { [mediaQueries.largeUp]: { position: 'sticky', top: vars.space.lg } },
});
export const orderSummaryTitle = style({ fontSize: vars.fontSize.lg });
export const summaryItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const summaryTotals = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});
export const summaryAmount = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
export const summaryTotal = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const stepList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});
export const stepItem = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `2px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="step"]': {
      borderBottomColor: vars.color.accent,
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
export const stepLink = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
});
export const form = style({ display: 'grid', gap: vars.space.md });
/** The room of a step whose code is still loading, about a short step's height, so the buttons do not jump. */
export const stepPending = style({ minHeight: '16rem', margin: 0, color: vars.color.textMuted });
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const input = style({
  font: 'inherit',
  padding: vars.space.xs,
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});
export const radio = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  padding: `${vars.space.xxs} 0`,
});
export const fieldset = style({
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.xxs}` });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger, margin: 0 });
export const alert = style({
  color: vars.color.danger,
  background: vars.color.dangerSurface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const summary = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const confirmation = style({ display: 'grid', gap: vars.space.sm, color: vars.color.text });

export const pickupSearch = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});

/** The review: each part of the order as a term and what was chosen, wrapping on a phone. */
export const review = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { '(max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** A term and its value; the grid lays them out as if the wrapper were not there. */
export const reviewRow = style({ display: 'contents' });
export const reviewTerm = style({ fontWeight: 600 });
export const reviewValue = style({ margin: 0 });
