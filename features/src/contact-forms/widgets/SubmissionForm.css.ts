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
