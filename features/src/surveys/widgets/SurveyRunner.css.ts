import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const form = style({ display: 'grid', gap: vars.space.md });

export const progress = style({ display: 'grid', gap: vars.space.xs });

export const bar = style({ width: '100%', height: '0.5rem', accentColor: vars.color.accent });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
