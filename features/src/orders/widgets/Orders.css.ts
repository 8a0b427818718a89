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
