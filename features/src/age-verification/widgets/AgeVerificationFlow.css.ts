import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const flow = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });

export const heading = style({ margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const done = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });
