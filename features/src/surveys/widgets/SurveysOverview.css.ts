import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '48rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });
