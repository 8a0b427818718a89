import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem' });

/** Forms one under another (the e-mail, its verification, the phone): each heading well clear of the last button. */
export const sections = style({ display: 'grid', gap: vars.space.xxl, maxWidth: '32rem' });

export const section = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0 });

// A form's or section's gap spaces its parts; a heading's and a paragraph's own margins would double it.
globalStyle(`${form} > *, ${section} > *`, { margin: 0 });
// A heading within starts a new group: twice the gap above it, so it stands with what follows, not what went before.
globalStyle(`${form} > :is(h2, h3):not(:first-child), ${section} > :is(h2, h3):not(:first-child)`, {
  marginBlockStart: vars.space.md,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The rules' own ✓ and • mark each one, in more than colour: the list draws no second bullet. */
export const rules = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
});

export const ruleMet = style({ color: vars.color.success });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0 });

/** The account's greeting and its guest note, stacked in one cell: the taller sets the height either way. */
export const overview = style({ display: 'grid' });

globalStyle(`${overview} > *`, { gridArea: '1 / 1' });

export const overviewInactive = style({ visibility: 'hidden' });
