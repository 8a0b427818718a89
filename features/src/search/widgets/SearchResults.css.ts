import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const results = style({
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const hint = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const result = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
});
export const kind = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
export const titleLink = style({
  color: vars.color.link,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const excerpt = style({ margin: 0, color: vars.color.textMuted });
export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  alignItems: 'center',
});
export const pageLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  // 44 px targets: comfortable for a thumb on a phone.
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:hover:not([aria-current="page"])': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const gap = style({ paddingInline: vars.space.xxs, color: vars.color.textMuted });

export const widget = style({ display: 'grid', gap: vars.space.lg });
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const field = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 16rem', minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const input = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minHeight: '3rem',
  paddingInline: vars.space.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
