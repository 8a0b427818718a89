import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const form = style({ display: 'grid', gap: vars.space.md });

export const topics = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
