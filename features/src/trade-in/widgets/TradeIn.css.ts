import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/design-system';

export const offer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });

export const text = style({ margin: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });
