import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

// A comfortable reading measure for editorial text.
export const text = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
});
