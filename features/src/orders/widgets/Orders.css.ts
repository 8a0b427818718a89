import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  maxWidth: '48rem',
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const card = style({
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
  background: vars.color.surfaceRaised,
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const alert = style({
  color: vars.color.danger,
  background: vars.color.dangerSurface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const notice = style({
  color: vars.color.success,
  background: vars.color.successSurface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A loyalty points line: read-only information, in the success colour that says "this earns you something". */
export const points = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.semibold });

/** The list's search and status filter: side by side where there is room, stacked on a phone. */
export const filters = style({ display: 'grid', gap: vars.space.sm });
export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });
export const statusFilter = style({ display: 'grid', gap: vars.space.xxs });
export const filterTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const statusChoices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** An order in the list: its facts, and its items' pictures beside them (below them on a phone). */
export const orderCard = style([
  card,
  {
    gridTemplateColumns: '1fr',
    gap: vars.space.sm,
    '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
  },
]);
export const orderSummary = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const plain = style({ margin: 0 });
export const pictures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
});
export const picture = style({
  display: 'block',
  width: '56px',
  height: '56px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});
export const morePictures = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** An order's progress: four steps in a row, each with its name and a mark that says done, current or to come. */
export const progress = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  counterReset: 'step',
});
export const progressStep = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingTop: vars.space.xs,
  borderTop: `4px solid ${vars.color.borderSubtle}`,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="done"], &[data-state="current"]': {
      color: vars.color.text,
      borderTopColor: vars.color.accent,
    },
    '&[data-state="current"]': { fontWeight: 600 },
  },
});
export const progressMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  border: `2px solid currentColor`,
  selectors: {
    [`${progressStep}[data-state="current"] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});
export const itemLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
