import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

/** The field and its list share a box, so the list opens right under the field whatever the header's layout. */
export const box = style({ position: 'relative', display: 'flex', minWidth: 0, flexShrink: 1 });

export const list = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxs})`,
  // The field sits at the header's end: the list opens towards the page, never past the window's edge.
  insetInlineEnd: 0,
  zIndex: vars.zIndex.overlay,
  width: 'max(100%, 20rem)',
  maxHeight: '24rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:empty': { display: 'none' } },
});

export const option = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    // The option the arrow keys are on: coloured and outlined, so it shows without colour too.
    '&[aria-selected="true"]': { background: vars.color.surface, outline: `2px solid ${vars.color.focus}` },
  },
});

export const kind = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const status = style({ padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted });
