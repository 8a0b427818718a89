import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const section = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const text = style({ margin: 0 });
