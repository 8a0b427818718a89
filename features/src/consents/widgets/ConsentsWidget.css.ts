import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.xs}` });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const saved = style({ margin: 0, color: vars.color.success });
