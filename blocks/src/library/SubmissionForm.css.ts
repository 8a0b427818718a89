import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '30rem',
  margin: '0 auto',
  padding: vars.space.lg,
});

export const message = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const input = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
});
