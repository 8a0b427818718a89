import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const form = style({ display: 'grid', gap: vars.space.md });
