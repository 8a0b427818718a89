import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const field = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
});
export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const unavailable = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const input = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  // 48 px: the same height as the md button beside it, and well above the 24 px target minimum.
  minHeight: '3rem',
  paddingInline: vars.space.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.zIndex.overlay,
  margin: `${vars.space.xxs} 0 0`,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});
export const option = style({
  display: 'grid',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      outline: `2px solid ${vars.color.focus}`,
    },
    '&:hover:not([aria-selected="true"])': { background: vars.color.surface },
  },
});
export const optionDetail = style({ fontSize: vars.fontSize.sm, opacity: 0.85 });
