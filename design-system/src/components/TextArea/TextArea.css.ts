import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Grows downwards only, so a long message never widens the form; the line height matches body text. */
export const textArea = style({
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
  fontFamily: 'inherit',
});
