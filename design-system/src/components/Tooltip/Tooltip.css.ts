import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  maxWidth: '18rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  // The tooltip is the text colour on the background colour, the same contrast as body text, inverted.
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
});

export const arrow = style({ fill: vars.color.text });
