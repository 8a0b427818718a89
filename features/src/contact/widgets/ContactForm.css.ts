import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const widget = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
  maxWidth: '40rem',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });
