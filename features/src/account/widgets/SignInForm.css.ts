import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '26rem' });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.success,
});
