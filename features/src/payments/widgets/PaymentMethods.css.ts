import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const methods = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const option = style({ display: 'grid', gap: vars.space.xxs, paddingBlock: vars.space.xxs });
export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const alert = style({
  color: vars.color.danger,
  background: vars.color.dangerSurface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
  // A message and its Try again button: stacked, spaced by the gap rather than the paragraph's own margins.
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
globalStyle(`${alert} > p`, { margin: 0 });
export const notice = style({
  color: vars.color.success,
  background: vars.color.successSurface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
/** The kept cards and "save this card", set in under the chosen method. */
export const cards = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});
/** The payment's method on the confirmation: its label, then the icon beside the title. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});
/** A backend's icon, kept to its box whatever size the service drew it at. */
export const icon = style({ inlineSize: 40, blockSize: 32, objectFit: 'contain', flexShrink: 0 });
