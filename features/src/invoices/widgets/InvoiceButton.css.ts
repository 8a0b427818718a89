import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

/** Set off from the invoice list above it, the message right under the button. */
export const download = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});

export const status = style({ margin: 0 });
